import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { leadNotesFormSchema, OWNER_NOTES_MAX, type LeadNotesForm, type OwnerRequestRow } from "@schemas/owner-desk.ts";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useSetLeadNotes } from "@/features/owner-requests/api/set-lead-notes";
import { DESK_PROBLEM_MESSAGES, REQUESTS_MESSAGES } from "@/features/owner-requests/domain/messages";

/**
 * The owner's notes on a request (up to 5000 characters). The server refuses to overwrite notes
 * changed on another device since they were loaded; a failed save says why and keeps the text.
 */
export function NotesForm({ request }: { request: OwnerRequestRow }) {
  const id = useId();
  const setNotes = useSetLeadNotes();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LeadNotesForm>({ resolver: zodResolver(leadNotesFormSchema), defaultValues: { notes: request.owner_notes ?? "" } });
  const errors = form.formState.errors;
  const length = form.watch("notes").length;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await setNotes.mutateAsync({ kind: request.kind, id: request.id, notes: values.notes, expectedUpdatedAt: request.notes_updated_at });
      toast.success(REQUESTS_MESSAGES.notesSaved);
      form.reset({ notes: values.notes.trim() });
    } catch (error) {
      setProblem(DESK_PROBLEM_MESSAGES[deskProblemOf(error)]);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="rounded-lg border border-slate-200 bg-white p-4">
      <label htmlFor={`${id}-notes`} className="block text-lg font-semibold text-slate-900">
        Notes
      </label>
      <textarea
        id={`${id}-notes`}
        rows={5}
        aria-invalid={errors.notes ? true : undefined}
        aria-describedby={`${id}-notes-count${errors.notes ? ` ${id}-notes-error` : ""}`}
        {...form.register("notes")}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500"
      />
      <div className="mt-1 flex justify-between gap-4 text-sm">
        <span>
          {errors.notes && (
            <span id={`${id}-notes-error`} className="font-medium text-red-700">
              {errors.notes.message}
            </span>
          )}
        </span>
        <span id={`${id}-notes-count`} className={length > OWNER_NOTES_MAX ? "text-red-700" : "text-slate-600"}>
          {length} / {OWNER_NOTES_MAX}
        </span>
      </div>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
      <Button type="submit" variant="secondary" className="mt-3 w-full sm:w-auto" disabled={setNotes.isPending || !form.formState.isDirty}>
        {setNotes.isPending ? "Saving…" : "Save notes"}
      </Button>
    </form>
  );
}
