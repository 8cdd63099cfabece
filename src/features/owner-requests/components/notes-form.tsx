import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { leadNotesFormSchema, OWNER_NOTES_MAX, type LeadNotesForm, type OwnerRequestRow } from "#schemas/owner-desk.ts";
import { FormField } from "@/components/forms/field";
import { TextArea } from "@/components/forms/controls";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useSetLeadNotes } from "@/features/owner-requests/api/set-lead-notes";
import { DESK_PROBLEM_MESSAGES, REQUESTS_MESSAGES } from "@/features/owner-requests/domain/messages";

/**
 * The owner's notes on a request (up to 5000 characters). The server refuses to overwrite notes
 * changed on another device since they were loaded; a failed save says why and keeps the text.
 */
export function NotesForm({ request }: { request: OwnerRequestRow }) {
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
      <FormField
        label="Notes"
        error={errors.notes?.message}
        footer={<span className={length > OWNER_NOTES_MAX ? "text-red-700" : "text-slate-600"}>{length} / {OWNER_NOTES_MAX}</span>}
      >
        <TextArea rows={5} {...form.register("notes")} />
      </FormField>
      {problem && <FormAlert title={problem} className="mt-3" />}
      <Button type="submit" variant="secondary" className="mt-3 w-full sm:w-auto" disabled={setNotes.isPending || !form.formState.isDirty}>
        {setNotes.isPending ? "Saving…" : "Save notes"}
      </Button>
    </form>
  );
}
