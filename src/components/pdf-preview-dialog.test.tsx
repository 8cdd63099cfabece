import { act, fireEvent, render, screen } from "@testing-library/react";
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

  it("shows the fallback when the embed errors, and always offers a new tab", () => {
    render(<PdfPreviewDialog open onOpenChange={() => {}} url="/storage/v1/object/public/appraisal-sample/sample.pdf" title="Sample report" />);
    expect(screen.getByRole("link", { name: "Open in new tab" })).toHaveAttribute("target", "_blank");
    fireEvent.error(screen.getByTitle("Sample report"));
    expect(screen.getByText("PDF Preview Not Available")).toBeInTheDocument();
  });
});
