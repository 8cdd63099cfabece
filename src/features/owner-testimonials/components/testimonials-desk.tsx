import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { testimonialInputSchema, TESTIMONIAL_LIMITS, type OwnerTestimonialRow } from "#schemas/testimonial.ts";
import { Checkbox, FormAlert, FormField, Select, TextArea, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { movedOrder, OrderedRowActions } from "@/components/ui/ordered-row-actions";
import { deskProblemOf } from "@/lib/desk-problem";
import { useDeleteTestimonial, useOwnerTestimonials, useReorderTestimonials, useSaveTestimonial, useSetTestimonialHidden } from "../api/owner-testimonials";

/**
 * /owner/testimonials (decision 068): the home page's client quotes in their order. The owner
 * adds, edits, reorders, hides and deletes them; the home page reads the visible ones (a
 * prerendered home page follows the next build).
 */

function problemText(error: unknown): string {
  return deskProblemOf(error) === "signed-out" ? "Your session has ended or lacks the second factor: sign in again." : "It did not work. Try again in a moment.";
}

export function TestimonialsDesk() {
  const testimonials = useOwnerTestimonials();
  const [editing, setEditing] = useState<OwnerTestimonialRow | "new" | null>(null);
  return (
    <section aria-labelledby="owner-testimonials-title" className="mx-auto max-w-3xl space-y-6 pb-16">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="owner-testimonials-title" className="text-2xl font-bold text-slate-900">
          Testimonials
        </h1>
        {editing === null && <Button onClick={() => setEditing("new")}>New testimonial</Button>}
      </div>
      {editing !== null ? (
        <TestimonialForm
          key={editing === "new" ? "new" : editing.id}
          testimonial={editing === "new" ? null : editing}
          nextPosition={(testimonials.data?.length ?? 0) + 1}
          onDone={() => setEditing(null)}
        />
      ) : testimonials.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the testimonials…
        </p>
      ) : testimonials.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-800">The testimonials could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void testimonials.refetch()}>
            Try again
          </Button>
        </div>
      ) : testimonials.data.length === 0 ? (
        <p className="text-sm text-slate-600">No testimonials yet: the home page leaves the section out until there is one.</p>
      ) : (
        <TestimonialList testimonials={testimonials.data} onEdit={setEditing} />
      )}
    </section>
  );
}

function TestimonialList({ testimonials, onEdit }: { testimonials: OwnerTestimonialRow[]; onEdit: (testimonial: OwnerTestimonialRow) => void }) {
  const reorder = useReorderTestimonials();
  const setHidden = useSetTestimonialHidden();
  const remove = useDeleteTestimonial();
  const failed = reorder.error ?? setHidden.error ?? remove.error;
  return (
    <>
      {failed && <FormAlert title="The change was not saved">{problemText(failed)}</FormAlert>}
      <ol className="space-y-2" aria-label="Testimonials, in the home page's order">
        {testimonials.map((testimonial, index) => (
          <li key={testimonial.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <p className="font-medium text-slate-900">
              {testimonial.name}
              {testimonial.hidden && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">Hidden</span>}
            </p>
            <p className="text-sm text-slate-600">
              {testimonial.rating} of 5{testimonial.context ? ` · ${testimonial.context}` : ""}
            </p>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700">{testimonial.body}</p>
            <OrderedRowActions
              name={testimonial.name}
              index={index}
              count={testimonials.length}
              hidden={testimonial.hidden}
              moving={reorder.isPending}
              confirmLabel="Delete for good"
              onMove={(to) => reorder.mutate(movedOrder(testimonials, index, to).map((item) => item.id))}
              onEdit={() => onEdit(testimonial)}
              onHiddenChange={(hidden) => setHidden.mutate({ id: testimonial.id, hidden })}
              onDelete={(done) => remove.mutate(testimonial.id, { onSettled: done })}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

type FormInput = z.input<typeof testimonialInputSchema>;
type FormOutput = z.output<typeof testimonialInputSchema>;

function TestimonialForm({ testimonial, nextPosition, onDone }: { testimonial: OwnerTestimonialRow | null; nextPosition: number; onDone: () => void }) {
  const save = useSaveTestimonial();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(testimonialInputSchema),
    defaultValues: {
      name: testimonial?.name ?? "",
      context: testimonial?.context ?? "",
      rating: testimonial?.rating ?? 5,
      body: testimonial?.body ?? "",
      is_google: testimonial?.is_google ?? false,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate({ ...values, ...(testimonial ? { id: testimonial.id } : { position: nextPosition }) }, { onSuccess: onDone }));
  return (
    <form onSubmit={submit} noValidate aria-label={testimonial ? `Edit ${testimonial.name}` : "New testimonial"} className="space-y-5">
      <FormField label="Client's name" required error={errors.name?.message} hint="As shown, e.g. Karen M.">
        <TextInput maxLength={TESTIMONIAL_LIMITS.name} {...form.register("name")} />
      </FormField>
      <FormField label="Who they are" error={errors.context?.message} hint="e.g. Estate executor, Flemington">
        <TextInput maxLength={TESTIMONIAL_LIMITS.context} {...form.register("context")} />
      </FormField>
      <FormField label="Stars" required error={errors.rating?.message}>
        <Select {...form.register("rating")}>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} of 5
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="What they said" required error={errors.body?.message}>
        <TextArea rows={5} maxLength={TESTIMONIAL_LIMITS.body} {...form.register("body")} />
      </FormField>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <Checkbox {...form.register("is_google")} />
        Left as a Google review
      </label>
      {save.isError && <FormAlert title="The testimonial was not saved">{problemText(save.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save testimonial"}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
