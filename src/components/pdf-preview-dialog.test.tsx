import { act, fireEvent, render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "#tests/msw/server.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PDF_FALLBACK_TIMEOUT_MS, PdfPreviewDialog } from "@/components/pdf-preview-dialog";

afterEach(() => vi.useRealTimers());

describe("PdfPreviewDialog", () => {
  it("shows the fallback when a file on another origin has not loaded within 3 seconds", () => {
    vi.useFakeTimers();
    render(<PdfPreviewDialog open onOpenChange={() => {}} url="https://cdn.example.org/plan.pdf" title="Floor plan" />);
    expect(screen.getByTitle("Floor plan")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PDF_FALLBACK_TIMEOUT_MS - 1));
    expect(screen.queryByText("PDF Preview Not Available")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("PDF Preview Not Available")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open PDF" })).toHaveAttribute("href", "https://cdn.example.org/plan.pdf");
  });

  it("keeps a cross-origin file that loaded in time", () => {
    vi.useFakeTimers();
    render(<PdfPreviewDialog open onOpenChange={() => {}} url="https://cdn.example.org/plan.pdf" title="Floor plan" />);
    fireEvent.load(screen.getByTitle("Floor plan"));
    act(() => vi.advanceTimersByTime(PDF_FALLBACK_TIMEOUT_MS * 2));
    expect(screen.queryByText("PDF Preview Not Available")).not.toBeInTheDocument();
  });

  it("shows the fallback when a same-origin file cannot be fetched, and always offers a new tab", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.head("*/missing.pdf", () => new HttpResponse(null, { status: 404 })));
    render(<PdfPreviewDialog open onOpenChange={() => {}} url="/missing.pdf" title="Sample report" />);
    expect(screen.getByRole("link", { name: "Open in new tab" })).toHaveAttribute("target", "_blank");
    expect(await screen.findByText("PDF Preview Not Available")).toBeInTheDocument();
  });

  it("keeps a same-origin file that exists", async () => {
    server.use(http.head("*/sample.pdf", () => new HttpResponse(null, { status: 200 })));
    render(<PdfPreviewDialog open onOpenChange={() => {}} url="/sample.pdf" title="Sample report" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTitle("Sample report")).toBeInTheDocument();
    expect(screen.queryByText("PDF Preview Not Available")).not.toBeInTheDocument();
  });
});
