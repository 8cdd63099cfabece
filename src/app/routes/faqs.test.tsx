import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allFaqQuestions, faqCategories } from "@/content/faqs";
import { server } from "#tests/msw/server.ts";
import { restUrl } from "#tests/msw/urls.ts";
import { renderApp, scrollWindowTo } from "#tests/support/render-app.tsx";

// Whole-page renders with ~60 questions: give a loaded CI machine room.
vi.setConfig({ testTimeout: 60_000 });

const TOTAL = allFaqQuestions.length;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function openFaqs() {
  const view = renderApp("/faqs");
  await screen.findByRole("heading", { level: 1, name: "Frequently Asked Questions" });
  return view;
}

/** The titles of the categories on the page (by their section ids: role queries over ~50 accordions are slow). */
function categoryHeadings(): string[] {
  return faqCategories.filter((category) => document.getElementById(category.id)).map((category) => category.title);
}

/** A category's section, by its id. */
function categorySection(categoryId: string): HTMLElement {
  const section = document.getElementById(categoryId);
  if (!section) throw new Error(`No section #${categoryId}`);
  return section;
}

/**
 * Enters a search as one change event (user-event's per-key events re-render ~50 accordion
 * items each in jsdom, which is slow on a loaded machine; the filter itself is unit-tested).
 */
function searchFor(text: string): HTMLElement {
  const search = screen.getByLabelText("Search FAQs");
  fireEvent.change(search, { target: { value: text } });
  return search;
}

/**
 * A question's disclosure button: the <summary> holding the question (docs/decisions/053).
 * Not found by role: Testing Library, like Playwright, gives <summary> no implicit role,
 * while browsers expose it to screen readers as an expandable button.
 */
function questionButton(section: HTMLElement, question: string): HTMLElement {
  const summary = within(section).getByRole("heading", { level: 3, name: question }).closest("summary");
  if (!summary) throw new Error(`No disclosure for "${question}"`);
  return summary;
}

/** Whether a question's answer is open (its <details> element). */
function isOpen(summary: HTMLElement): boolean {
  return (summary.parentElement as HTMLDetailsElement).open;
}

/** A quick-answer card's button, found by its title (cheaper than role + name over the whole page). */
function quickAnswer(title: string): HTMLElement {
  const button = screen.getByText(title).closest("button");
  if (!button) throw new Error(`No quick-answer button "${title}"`);
  return button;
}

beforeEach(() => {
  vi.mocked(window.scrollTo).mockClear();
});

afterEach(() => {
  // sonner keeps its toasts in a module-level store: one test's toast must not show in the next.
  toast.dismiss();
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
});

describe("FAQ page", () => {
  it("shows the updated date, breadcrumb, eight categories with their counts, quick answers, help cards and the CTA", async () => {
    await openFaqs();
    expect(screen.getByText("Updated January 2025")).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(breadcrumb).getByText("FAQs")).toHaveAttribute("aria-current", "page");

    expect(screen.getByText(`Showing ${TOTAL} of ${TOTAL} questions`)).toBeInTheDocument();
    expect(categoryHeadings()).toHaveLength(8);
    for (const category of faqCategories) {
      const section = categorySection(category.id);
      expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(category.title);
      expect(section).toHaveAccessibleName(category.title);
      expect(within(section).getByText(`${category.questions.length} questions`)).toBeInTheDocument();
      const questions = within(section).getAllByRole("heading", { level: 3 });
      expect(questions.map((heading) => heading.textContent)).toEqual(category.questions.map((question) => question.question));
      expect(section.querySelectorAll("details:not([open]) > summary")).toHaveLength(category.questions.length);
    }

    const navigator = screen.getByRole("navigation", { name: "FAQ categories" });
    expect(within(navigator).getAllByRole("link")).toHaveLength(8);
    for (const title of ["Quick Turnaround", "Transparent Pricing", "USPAP Compliant", "Photography Services"]) {
      expect(quickAnswer(title)).toHaveAttribute("type", "button");
    }

    const helpCards = screen.getAllByRole("complementary", { name: "Still have questions?" });
    expect(helpCards.length).toBeGreaterThanOrEqual(1);
    for (const card of helpCards) {
      expect(within(card).getByRole("link", { name: "Call Us" })).toHaveAttribute("href", expect.stringMatching(/^tel:\+1\d{10}$/));
      expect(within(card).getByRole("link", { name: "Email Us" })).toHaveAttribute("href", "/contact");
    }
    expect(screen.getByRole("heading", { level: 2, name: "Ready to Schedule Your Appraisal?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Your Free Quote" })).toHaveAttribute("href", "/faqs?openQuote=true");
  });

  it("embeds FAQPage data with every question and the breadcrumb list", async () => {
    await openFaqs();
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>[],
    );
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage") as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faqPage.mainEntity).toHaveLength(TOTAL);
    expect(faqPage.mainEntity[0]).toEqual({
      "@type": "Question",
      name: allFaqQuestions[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: allFaqQuestions[0]!.answer },
    });
    const breadcrumbList = blocks.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(breadcrumbList.itemListElement.map((item) => item.name)).toEqual(["Home", "FAQs"]);
  });
});

describe("FAQ search", () => {
  it("filters question and answer text case-insensitively, hides empty categories and the navigator", async () => {
    await openFaqs();
    searchFor("ZELLE");
    expect(screen.getByText(`Showing 1 of ${TOTAL} questions`)).toBeInTheDocument();
    expect(categoryHeadings()).toEqual(["Pricing & Payment"]);
    expect(within(categorySection("pricing-payment")).getByRole("heading", { level: 3, name: "How can I pay?" })).toBeInTheDocument();
    expect(screen.getByText("1 question")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "FAQ categories" })).not.toBeInTheDocument();

    // "drone" appears only in answers of the photography category.
    searchFor("drone");
    const matching = allFaqQuestions.filter((q) => `${q.question} ${q.answer}`.toLowerCase().includes("drone"));
    expect(screen.getByText(`Showing ${matching.length} of ${TOTAL} questions`)).toBeInTheDocument();
    expect(within(categorySection("photography-media")).getByRole("heading", { level: 3, name: "How many photos will I get?" })).toBeInTheDocument();

    searchFor("   ");
    expect(screen.getByText(`Showing ${TOTAL} of ${TOTAL} questions`)).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "FAQ categories" })).toBeInTheDocument();
    expect(categoryHeadings()).toHaveLength(8);
  });

  it("shows 'No results found' with the spec's message, and Clear search brings everything back", async () => {
    const { user } = await openFaqs();
    const search = searchFor("timeshare");

    expect(screen.getByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(
      screen.getByText(`We couldn't find any FAQs matching "timeshare". Try different keywords or browse our categories above.`),
    ).toBeInTheDocument();
    expect(screen.getByText(`Showing 0 of ${TOTAL} questions`)).toBeInTheDocument();
    expect(categoryHeadings()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(screen.queryByText("No results found")).not.toBeInTheDocument();
    expect(categoryHeadings()).toHaveLength(8);
  });
});

describe("FAQ questions", () => {
  it("open one question at a time within a category and collapse again, the answer in the page before opening", async () => {
    const { user } = await openFaqs();
    const section = categorySection("pricing-payment");
    const [first, second] = faqCategories.find((category) => category.id === "pricing-payment")!.questions;
    const firstButton = questionButton(section, first!.question);
    const secondButton = questionButton(section, second!.question);
    // In the markup while closed: find-in-page reaches it, and it opens without JavaScript.
    expect(within(section).getByText(first!.answer)).not.toBeVisible();
    expect(firstButton.parentElement).toHaveAttribute("name", "faq-pricing-payment");

    await user.click(firstButton);
    expect(isOpen(firstButton)).toBe(true);
    expect(within(section).getByText(first!.answer)).toBeVisible();

    await user.click(secondButton);
    expect(isOpen(secondButton)).toBe(true);
    await waitFor(() => expect(isOpen(firstButton)).toBe(false));
    expect(within(section).getByText(first!.answer)).not.toBeVisible();

    await user.click(secondButton);
    expect(isOpen(secondButton)).toBe(false);
  });

  it("keep a question of another category open", async () => {
    const { user } = await openFaqs();
    const pricing = questionButton(categorySection("pricing-payment"), "How can I pay?");
    const basics = questionButton(categorySection("appraisal-basics"), "What is a home appraisal?");
    await user.click(pricing);
    await user.click(basics);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([isOpen(pricing), isOpen(basics)]).toEqual([true, true]);
  });

  it("move focus with the arrow keys, Home and End, within the category", async () => {
    const { user } = await openFaqs();
    const section = categorySection("pricing-payment");
    const questions = faqCategories.find((category) => category.id === "pricing-payment")!.questions;
    const button = (index: number) => questionButton(section, questions[index]!.question);

    button(0).focus();
    await user.keyboard("{ArrowDown}");
    expect(button(1)).toHaveFocus();
    await user.keyboard("{End}");
    expect(button(questions.length - 1)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(button(0)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(button(questions.length - 1)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(button(0)).toHaveFocus();
  });
});

describe("quick answers and the navigator", () => {
  it("scroll to their category 100 px above it", async () => {
    const { user } = await openFaqs();
    const pricing = document.getElementById("pricing-payment")!;
    vi.spyOn(pricing, "getBoundingClientRect").mockReturnValue({ top: 900 } as DOMRect);
    Object.defineProperty(window, "scrollY", { value: 250, configurable: true, writable: true });

    await user.click(quickAnswer("Transparent Pricing"));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 1050, behavior: "smooth" });

    const photography = document.getElementById("photography-media")!;
    vi.spyOn(photography, "getBoundingClientRect").mockReturnValue({ top: 2000 } as DOMRect);
    await user.click(within(screen.getByRole("navigation", { name: "FAQ categories" })).getByRole("link", { name: "Photography & Media" }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 2150, behavior: "smooth" });
  });

  it("clear a search that hides the category, then scroll to it", async () => {
    const { user } = await openFaqs();
    searchFor("zelle");
    expect(document.getElementById("standards-compliance")).toBeNull();

    await user.click(quickAnswer("USPAP Compliant"));
    expect(screen.getByLabelText("Search FAQs")).toHaveValue("");
    expect(document.getElementById("standards-compliance")).not.toBeNull();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: "smooth" }));
  });
});

describe("FAQ feedback", () => {
  function captureInserts() {
    const rows: unknown[] = [];
    server.use(
      http.post(restUrl("faq_feedback"), async ({ request }) => {
        rows.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    return rows;
  }

  it("stores a helpful answer and says 'Thanks for your feedback!'", async () => {
    const rows = captureInserts();
    const { user } = await openFaqs();
    const section = categorySection("pricing-payment");
    await user.click(questionButton(section, "How much does a home appraisal cost?"));
    const group = await within(section).findByRole("group", { name: "Was this answer helpful?" });
    await user.click(within(group).getByRole("button", { name: "Yes" }));

    expect(await screen.findByText("Thanks for your feedback!")).toBeInTheDocument();
    expect(rows).toEqual([{ question_id: "appraisal-cost", question: "How much does a home appraisal cost?", helpful: true }]);
    expect(within(group).queryByRole("button", { name: "Yes" })).not.toBeInTheDocument();
    expect(within(group).getByRole("status")).toHaveTextContent("You found this answer helpful.");
  });

  it("stores a not-helpful answer and says 'Thanks! We'll work on improving this answer.'", async () => {
    const rows = captureInserts();
    const { user } = await openFaqs();
    const section = categorySection("turnaround-reports");
    await user.click(questionButton(section, "How long is an appraisal valid?"));
    await user.click(within(await within(section).findByRole("group", { name: "Was this answer helpful?" })).getByRole("button", { name: "No" }));

    expect(await screen.findByText("Thanks! We'll work on improving this answer.")).toBeInTheDocument();
    expect(rows).toEqual([{ question_id: "appraisal-valid", question: "How long is an appraisal valid?", helpful: false }]);
  });

  it("tells the visitor when saving failed and lets them try again", async () => {
    let attempts = 0;
    server.use(
      http.post(restUrl("faq_feedback"), () => {
        attempts += 1;
        return HttpResponse.json({ code: "42501", message: "permission denied" }, { status: 401 });
      }),
    );
    const { user } = await openFaqs();
    const section = categorySection("appraisal-basics");
    await user.click(questionButton(section, "What is a home appraisal?"));
    const group = await within(section).findByRole("group", { name: "Was this answer helpful?" });
    await user.click(within(group).getByRole("button", { name: "Yes" }));

    expect(await screen.findByText("We couldn't save your feedback. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("Thanks for your feedback!")).not.toBeInTheDocument();
    expect(within(group).queryByRole("status")).not.toBeInTheDocument();
    expect(attempts).toBe(1);
    await waitFor(() => expect(within(group).getByRole("button", { name: "Yes" })).toBeEnabled());
  });
});

describe("FAQ scroll-to-top button", () => {
  it("appears after 300 px of scrolling and scrolls back to the top", async () => {
    const { user } = await openFaqs();
    expect(screen.queryByLabelText("Scroll to top")).not.toBeInTheDocument();

    await act(async () => {
      scrollWindowTo(300);
      await nextFrame();
    });
    expect(screen.queryByLabelText("Scroll to top")).not.toBeInTheDocument();

    await act(async () => {
      scrollWindowTo(301);
      await nextFrame();
    });
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByLabelText("Scroll to top"));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });

    await act(async () => {
      scrollWindowTo(0);
      await nextFrame();
    });
    expect(screen.queryByLabelText("Scroll to top")).not.toBeInTheDocument();
  });
});
