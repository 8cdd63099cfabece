import { act, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAdoptTypedValue } from "@/lib/use-adopt-typed-value";

function Search({ onChange }: { onChange?: (typed: string) => void }) {
  const [value, setValue] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const change = (typed: string) => {
    onChange?.(typed);
    setValue(typed);
  };
  useAdoptTypedValue(input, value, change);
  return (
    <>
      <input ref={input} aria-label="Address" value={value} onChange={(event) => change(event.target.value)} />
      <p>searching for: {value || "nothing"}</p>
    </>
  );
}

/** Prerenders <Search>, lets `beforeHydration` act on the page's HTML, then hydrates it. */
async function hydrateSearch(beforeHydration: (input: HTMLInputElement) => void, onChange?: (typed: string) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Search />);
  document.body.append(container);
  beforeHydration(container.querySelector("input")!);
  await act(async () => {
    hydrateRoot(container, <Search onChange={onChange} />);
  });
  return container;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useAdoptTypedValue", () => {
  it("hands over what was typed into the prerendered input before React hydrated it", async () => {
    const onChange = vi.fn();
    await hydrateSearch((input) => {
      input.value = "56 Main St";
    }, onChange);
    expect(screen.getByText("searching for: 56 Main St")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Address" })).toHaveValue("56 Main St");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("56 Main St");
  });

  it("changes nothing when nothing was typed", async () => {
    const onChange = vi.fn();
    await hydrateSearch(() => undefined, onChange);
    expect(screen.getByText("searching for: nothing")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
