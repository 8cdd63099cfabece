import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WidgetBoundary } from "@/components/widget-boundary";
import type { Testimonial } from "#schemas/testimonial.ts";
import { TESTIMONIAL_INTERVAL_MS, TestimonialCarousel } from "@/features/testimonials/components/testimonial-carousel";

const items: Testimonial[] = [
  { id: "a", name: "Ana P.", context: "Homeowner, Clinton", rating: 5, text: "First review text.", isGoogle: true },
  { id: "b", name: "Ben K.", context: "Agent, Summit", rating: 4, text: "Second review text.", isGoogle: false },
  { id: "c", name: "Cara D.", context: "Attorney, Newark", rating: 5, text: "Third review text.", isGoogle: true },
];

function currentSlide(): string {
  return screen.getByRole("group").getAttribute("aria-label") ?? "";
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)" ? matches : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("testimonial carousel", () => {
  it("shows each slide as a group around a figure with its caption, the figure without a role (valid HTML)", () => {
    render(<TestimonialCarousel testimonials={items} />);
    const slide = screen.getByRole("group", { name: "1 of 3" });
    expect(slide).toHaveAttribute("aria-roledescription", "slide");
    const figure = screen.getByRole("figure");
    expect(slide).toContainElement(figure);
    expect(figure).not.toHaveAttribute("role");
    expect(figure.querySelector("figcaption")).toHaveTextContent("Ana P.Homeowner, Clinton");
  });

  it("advances every 5 seconds and wraps to the first", () => {
    render(<TestimonialCarousel testimonials={items} />);
    expect(TESTIMONIAL_INTERVAL_MS).toBe(5000);
    expect(currentSlide()).toBe("1 of 3");
    expect(screen.getByText("“First review text.”")).toBeInTheDocument();
    advance(4999);
    expect(currentSlide()).toBe("1 of 3");
    advance(1);
    expect(currentSlide()).toBe("2 of 3");
    expect(screen.getByText("“Second review text.”")).toBeInTheDocument();
    advance(5000);
    expect(currentSlide()).toBe("3 of 3");
    advance(5000);
    expect(currentSlide()).toBe("1 of 3");
  });

  it("pauses while the pointer is over it and resumes with a full interval when it leaves", () => {
    render(<TestimonialCarousel testimonials={items} />);
    const carousel = screen.getByRole("region", { name: "Client testimonials" });
    advance(3000);
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(currentSlide()).toBe("1 of 3");
    expect(screen.getByRole("group").parentElement).toHaveAttribute("aria-live", "polite");
    fireEvent.mouseLeave(carousel);
    expect(screen.getByRole("group").parentElement).toHaveAttribute("aria-live", "off");
    advance(4999);
    expect(currentSlide()).toBe("1 of 3");
    advance(1);
    expect(currentSlide()).toBe("2 of 3");
  });

  it("pauses while keyboard focus is inside and resumes when focus leaves", () => {
    render(
      <>
        <button type="button">Before</button>
        <TestimonialCarousel testimonials={items} />
      </>,
    );
    const next = screen.getByRole("button", { name: "Next testimonial" });
    act(() => next.focus());
    advance(20_000);
    expect(currentSlide()).toBe("1 of 3");
    // Moving between its own controls keeps it paused.
    act(() => screen.getByRole("button", { name: "Previous testimonial" }).focus());
    advance(20_000);
    expect(currentSlide()).toBe("1 of 3");
    act(() => screen.getByRole("button", { name: "Before" }).focus());
    advance(5000);
    expect(currentSlide()).toBe("2 of 3");
  });

  it("is driven by the keyboard: arrow keys, Previous / Next and the dots", () => {
    render(<TestimonialCarousel testimonials={items} />);
    const next = screen.getByRole("button", { name: "Next testimonial" });
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(currentSlide()).toBe("2 of 3");
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    expect(currentSlide()).toBe("3 of 3");
    fireEvent.click(next);
    expect(currentSlide()).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(currentSlide()).toBe("3 of 3");
    const dot = screen.getByRole("button", { name: "Show testimonial 2 of 3" });
    fireEvent.click(dot);
    expect(currentSlide()).toBe("2 of 3");
    expect(dot).toHaveAttribute("aria-current", "true");
    for (const button of screen.getAllByRole("button")) expect(button.tagName).toBe("BUTTON");
  });

  it("a manual change restarts the 5-second interval", () => {
    render(<TestimonialCarousel testimonials={items} />);
    advance(4000);
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 3 of 3" }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(4999);
    expect(currentSlide()).toBe("3 of 3");
    advance(1);
    expect(currentSlide()).toBe("1 of 3");
  });

  it("stops with Pause and starts again with Play", () => {
    render(<TestimonialCarousel testimonials={items} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause testimonials" }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(30_000);
    expect(currentSlide()).toBe("1 of 3");
    const play = screen.getByRole("button", { name: "Play testimonials" });
    act(() => play.focus());
    fireEvent.click(play);
    // An explicit Play rotates even with focus on the button.
    advance(5000);
    expect(currentSlide()).toBe("2 of 3");
  });

  it("does not rotate on its own when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    render(<TestimonialCarousel testimonials={items} />);
    advance(30_000);
    expect(currentSlide()).toBe("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Play testimonials" }));
    advance(5000);
    expect(currentSlide()).toBe("2 of 3");
  });

  it("shows the rating and the Google label", () => {
    render(<TestimonialCarousel testimonials={items} />);
    expect(screen.getByText("Rated 5 out of 5")).toBeInTheDocument();
    expect(screen.getByText("Google review")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(screen.getByText("Rated 4 out of 5")).toBeInTheDocument();
    expect(screen.queryByText("Google review")).not.toBeInTheDocument();
  });

  it("a single testimonial shows no controls and never rotates", () => {
    render(<TestimonialCarousel testimonials={items.slice(0, 1)} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    advance(10_000);
    expect(currentSlide()).toBe("1 of 1");
  });

  it("a failing carousel leaves the page standing inside its WidgetBoundary", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error("bad testimonial data");
    };
    render(
      <main>
        <h1>Home</h1>
        <WidgetBoundary name="testimonial carousel">
          <Broken />
        </WidgetBoundary>
      </main>,
    );
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});
