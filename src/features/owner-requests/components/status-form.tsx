import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { LOST_REASON_MAX, leadStatusFormSchema, type LeadStatusForm, type OwnerRequestRow } from "@schemas/owner-desk.ts";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useSetLeadStatus } from "@/features/owner-requests/api/set-lead-status";
import { DESK_PROBLEM_MESSAGES, REQUESTS_MESSAGES } from "@/features/owner-requests/domain/messages";
import { LEAD_STATUS_LABELS, nextStatuses } from "@/features/owner-requests/domain/pipeline";

const CONTROL = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500";

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
      <div className="mt-3">
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold text-slate-800">
          New status
        </label>
        <select id={`${id}-status`} {...form.register("status")} className={`${CONTROL} h-11`}>
          {options.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      {chosen === "lost" && (
        <div className="mt-3">
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-800">
            Why was it lost?
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={LOST_REASON_MAX}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            aria-required
            {...form.register("reason")}
            className={`${CONTROL} py-2`}
          />
          {errors.reason && (
            <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.reason.message}
            </p>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
      <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={setStatus.isPending || options.length === 0}>
        {setStatus.isPending ? "Saving…" : "Save status"}
      </Button>
    </form>
  );
}
