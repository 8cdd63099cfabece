import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  Checkbox,
  controlClasses,
  ErrorText,
  FormAlert,
  FormField,
  Hint,
  Label,
  RadioChips,
  RadioGroup,
  Select,
  TextArea,
  TextInput,
} from "@/components/forms";

/**
 * The form primitives (docs/decisions/059-form-primitives.md): the wiring a screen reader
 * reads (name, description, invalid, required), react-hook-form through `register` and
 * `Controller`, and one look for every control.
 */

const schema = z.object({
  email: z.string().email("Please enter a valid email address"),
  comments: z.string().max(5, "At most 5 characters"),
  kind: z.enum(["home", "land"], { message: "Choose one" }),
  tone: z.enum(["a", "b"]),
  agree: z.boolean(),
});
type Values = z.infer<typeof schema>;

function SampleForm({ onValid }: { onValid: (values: Values) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: "", comments: "", tone: "a", agree: false } as Partial<Values> });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormField label="Email" required hint="We reply to this address." error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label="Comments" error={errors.comments?.message}>
        <TextArea rows={3} {...register("comments")} />
      </FormField>
      <FormField label="Kind" required error={errors.kind?.message}>
        <Select {...register("kind")}>
          <option value="">Choose</option>
          <option value="home">Home</option>
          <option value="land">Land</option>
        </Select>
      </FormField>
      <Controller
        control={control}
        name="tone"
        render={({ field }) => (
          <RadioGroup name={field.name} legend="Tone" value={field.value} onChange={field.onChange} options={[{ value: "a", label: "Tone A" }, { value: "b", label: "Tone B" }]} />
        )}
      />
      <label>
        <Checkbox {...register("agree")} /> I agree
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe("FormField with a control", () => {
  it("names the control by its label, describes it by its hint, and marks it required", () => {
    render(<SampleForm onValid={vi.fn()} />);
    const email = screen.getByRole("textbox", { name: /^Email/ });
    expect(email).toHaveAccessibleDescription("We reply to this address.");
    expect(email).toHaveAttribute("aria-required", "true");
    expect(email).not.toHaveAttribute("aria-invalid");
    for (const star of screen.getAllByText("*")) expect(star).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("textbox", { name: /^Comments\s*\(optional\)$/ })).not.toHaveAttribute("aria-required");
  });

  it("shows each error under its control, described and invalid, and keeps the values", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SampleForm onValid={onValid} />);
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "not-an-address");
    await user.type(screen.getByRole("textbox", { name: /^Comments/ }), "far too long");
    await user.click(screen.getByRole("button", { name: "Send" }));

    const email = screen.getByRole("textbox", { name: /^Email/ });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("We reply to this address. Please enter a valid email address");
    expect(email).toHaveValue("not-an-address");
    expect(screen.getByRole("textbox", { name: /^Comments/ })).toHaveAccessibleDescription("At most 5 characters");
    expect(screen.getByRole("combobox", { name: /^Kind/ })).toHaveAccessibleDescription("Choose one");
    expect(onValid).not.toHaveBeenCalled();
  });

  it("hands react-hook-form every kind of control's value", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SampleForm onValid={onValid} />);
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "ann@example.com");
    await user.type(screen.getByRole("textbox", { name: /^Comments/ }), "hi");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Kind/ }), "land");
    await user.click(screen.getByRole("radio", { name: "Tone B" }));
    await user.click(screen.getByRole("checkbox", { name: "I agree" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onValid).toHaveBeenCalledWith({ email: "ann@example.com", comments: "hi", kind: "land", tone: "b", agree: true }, expect.anything());
  });

  it("has no axe violations, valid or not", async () => {
    const user = userEvent.setup();
    const { container } = render(<SampleForm onValid={vi.fn()} />);
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe("the controls' look", () => {
  it("is one set of class names for input, textarea and select, placeholders in one colour", () => {
    render(<SampleForm onValid={vi.fn()} />);
    const classes = [screen.getByRole("textbox", { name: /^Email/ }), screen.getByRole("textbox", { name: /^Comments/ }), screen.getByRole("combobox", { name: /^Kind/ })].map(
      (element) => element.className,
    );
    for (const className of classes) {
      expect(className).toContain("placeholder:text-slate-500");
      expect(className).toContain("aria-[invalid=true]:border-red-600");
    }
    expect(controlClasses()).toContain("h-11");
    expect(controlClasses({ kind: "area" })).not.toContain("h-11");
  });
});

describe("the standalone pieces", () => {
  it("wire by the ids the caller gives", () => {
    render(
      <div>
        <Label htmlFor="q" marker="optional">
          Search
        </Label>
        <TextInput id="q" type="search" aria-describedby="q-hint q-error" aria-invalid />
        <Hint id="q-hint">Street and town</Hint>
        <ErrorText id="q-error" announce>
          Nothing found
        </ErrorText>
      </div>,
    );
    const box = screen.getByRole("searchbox", { name: /^Search\s*\(optional\)$/ });
    expect(box).toHaveAccessibleDescription("Street and town Nothing found");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing found");
  });

  it("FormAlert is an alert in place, with its details", () => {
    render(
      <FormAlert title="We could not send your request">
        Call <a href="tel:+19085550134">(908) 555-0134</a>
      </FormAlert>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("We could not send your request");
    expect(alert.querySelector("a[href^='tel:']")).not.toBeNull();
  });
});

describe("RadioChips", () => {
  it("is a named group whose checked chip is the value; arrow keys choose", async () => {
    const user = userEvent.setup();
    function Chips() {
      const [value, setValue] = useState<"x" | "y" | null>("x");
      return (
        <RadioChips name="c" legend="Letter" value={value} onChange={setValue} chipClassName="h-11" options={[{ value: "x", label: "X" }, { value: "y", label: "Y" }]} />
      );
    }
    render(<Chips />);
    expect(screen.getByRole("group", { name: "Letter" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "X" })).toBeChecked();
    screen.getByRole("radio", { name: "X" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Y" })).toBeChecked();
  });
});

