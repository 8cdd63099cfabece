import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { LOST_REASON_MAX, leadStatusFormSchema, type LeadStatusForm, type OwnerRequestRow } from "#schemas/owner-desk.ts";
import { FormField } from "@/components/forms/field";
import { Select, TextArea } from "@/components/forms/controls";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useSetLeadStatus } from "@/features/owner-requests/api/set-lead-status";
import { DESK_PROBLEM_MESSAGES, REQUESTS_MESSAGES } from "@/features/owner-requests/domain/messages";
import { LEAD_STATUS_LABELS, nextStatuses } from "@/features/owner-requests/domain/pipeline";

/**
 * Changes a request's status to one its pipeline allows next; lost asks for a reason. The
 * server refuses a change when the status changed on another device meanwhile. A failed change
 * says why and keeps the choice and the reason.
 */
export function StatusForm({ request }: { request: OwnerRequestRow }) {
  const id = useId();
  const options = nextStatuses(request.pipeline_status);
  const setStatus = useSetLeadStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LeadStatusForm>({
    resolver: zodResolver(leadStatusFormSchema),
    defaultValues: { status: options[0] ?? request.pipeline_status, reason: "" },
  });
  const chosen = form.watch("status");
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await setStatus.mutateAsync({
        kind: request.kind,
        id: request.id,
        status: values.status,
        reason: values.reason,
        expected: request.pipeline_status,
      });
      toast.success(REQUESTS_MESSAGES.statusSaved);
      form.reset({ status: values.status, reason: "" });
    } catch (error) {
      setProblem(DESK_PROBLEM_MESSAGES[deskProblemOf(error)]);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Change the status
      </h2>
      <FormField label="New status" required className="mt-3">
        <Select {...form.register("status")}>
          {options.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </FormField>
      {chosen === "lost" && (
        <FormField label="Why was it lost?" required error={errors.reason?.message} className="mt-3">
          <TextArea rows={3} maxLength={LOST_REASON_MAX} {...form.register("reason")} />
        </FormField>
      )}
      {problem && <FormAlert title={problem} className="mt-3" />}
      <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={setStatus.isPending || options.length === 0}>
        {setStatus.isPending ? "Saving…" : "Save status"}
      </Button>
    </form>
  );
}
