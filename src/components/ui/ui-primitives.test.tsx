import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

describe("Button", () => {
  it("is a type=button that forwards its ref and handles clicks", async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} onClick={onClick} variant="outline">
        Apply
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Apply" });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute("type", "button");
    expect(button.className).toMatch(/focus-visible:ring-2/);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe("Dialog", () => {
  it("opens as a labelled modal dialog, closes with Escape and returns focus", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open quote</DialogTrigger>
        <DialogContent>
          <DialogTitle>Get a Free Quote</DialogTitle>
          <DialogDescription>Choose a service to start.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole("button", { name: "Open quote" });
    await user.click(trigger);

    const dialog = screen.getByRole("dialog", { name: "Get a Free Quote" });
    expect(dialog).toHaveAccessibleDescription("Choose a service to start.");
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe("Dialog opened by state (no DialogTrigger)", () => {
  function PreviewButton() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Preview floor plan
        </button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent size="xl">
            <DialogTitle>Floor plan</DialogTitle>
            <DialogDescription>Preview</DialogDescription>
          </DialogContent>
        </Dialog>
      </>
    );
  }

  it("returns focus to the button that opened it, and is wide when asked", async () => {
    const user = userEvent.setup();
    render(<PreviewButton />);
    const opener = screen.getByRole("button", { name: "Preview floor plan" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Floor plan" });
    expect(dialog.className).toMatch(/max-w-4xl/);
    expect(dialog.className).not.toMatch(/max-w-lg/);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe("Accordion", () => {
  it("opens one item at a time and can collapse", async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        <AccordionItem value="cost">
          <AccordionTrigger>How much does an appraisal cost?</AccordionTrigger>
          <AccordionContent>It depends on the property.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="time">
          <AccordionTrigger>How long does it take?</AccordionTrigger>
          <AccordionContent>Three business days.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const cost = screen.getByRole("button", { name: "How much does an appraisal cost?" });
    const time = screen.getByRole("button", { name: "How long does it take?" });
    expect(cost.closest("h3")).not.toBeNull();

    await user.click(cost);
    expect(cost).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("It depends on the property.")).toBeVisible();

    await user.click(time);
    expect(time).toHaveAttribute("aria-expanded", "true");
    expect(cost).toHaveAttribute("aria-expanded", "false");

    await user.click(time);
    expect(time).toHaveAttribute("aria-expanded", "false");
  });
});
