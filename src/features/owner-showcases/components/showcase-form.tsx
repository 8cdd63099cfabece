import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { OwnerShowcaseRow } from "#schemas/owner-showcases.ts";
import { FormAlert, FormField, RadioGroup, Select, TextArea, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { deskProblemOf } from "@/lib/desk-problem";
import { useRequestSiteRebuild } from "@/entities/site-build/api/request-site-rebuild";
import { useAgents } from "@/features/owner-showcases/api/agents";
import { useSaveShowcase } from "@/features/owner-showcases/api/save-showcase";
import { AgentForm } from "@/features/owner-showcases/components/agent-form";
import { FloorPlanUploads } from "@/features/owner-showcases/components/floor-plan-uploads";
import { withLineAdded } from "@/features/owner-showcases/domain/floor-plans";
import { SHOWCASES_MESSAGES, SHOWCASE_PROBLEM_MESSAGES } from "@/features/owner-showcases/domain/messages";
import {
  fieldsFromForm,
  showcaseFormSchema,
  type ShowcaseFormOutput,
  type ShowcaseFormValues,
} from "@/features/owner-showcases/domain/showcase-form";

const BRANDING_OPTIONS = [
  { value: "branded", label: "Branded: the agent's page with their name, photo and brokerage" },
  { value: "unbranded", label: "MLS-unbranded: the agent is sent the unbranded MLS link first" },
] as const;

export interface ShowcaseFormProps {
  /** The stored showcase (editing), or null (a new one). */
  showcase: OwnerShowcaseRow | null;
  initial: ShowcaseFormValues;
  /** The request a new showcase is made from. */
  sourceRequestId?: string | null;
  onSaved?: (row: OwnerShowcaseRow) => void;
  /** Tells the editor whether the form has unsaved changes (publishing waits for a save). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The showcase's facts, links, agent and branding (owner_save_showcase). A new showcase is
 * created on the first save; a stored one is replaced, and the server refuses (409) a save over
 * a change made on another device since it was loaded. What the owner typed stays on a failure.
 */
export function ShowcaseForm({ showcase, initial, sourceRequestId, onSaved, onDirtyChange }: ShowcaseFormProps) {
  const save = useSaveShowcase();
  const rebuild = useRequestSiteRebuild();
  const agents = useAgents();
  const [problem, setProblem] = useState<string | null>(null);
  const [addingAgent, setAddingAgent] = useState(false);
  const form = useForm<ShowcaseFormValues, unknown, ShowcaseFormOutput>({ resolver: zodResolver(showcaseFormSchema), defaultValues: initial });
  const errors = form.formState.errors;
  const dirty = form.formState.isDirty;
  const [reportedDirty, setReportedDirty] = useState(false);
  if (onDirtyChange && reportedDirty !== dirty) {
    setReportedDirty(dirty);
    onDirtyChange(dirty);
  }

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const row = await save.mutateAsync({
        id: showcase?.id ?? null,
        fields: fieldsFromForm(values, showcase ? null : sourceRequestId),
        ...(showcase ? { expectedUpdatedAt: showcase.updated_at } : {}),
      });
      toast.success(showcase ? SHOWCASES_MESSAGES.saved : SHOWCASES_MESSAGES.created);
      // A published showcase's page is prerendered: its new details need a rebuild (decision 070).
      if (row.is_public) rebuild.mutate();
      form.reset(form.getValues());
      onSaved?.(row);
    } catch (error) {
      setProblem(SHOWCASE_PROBLEM_MESSAGES[deskProblemOf(error)]);
    }
  });

  const field = (name: keyof ShowcaseFormValues) => errors[name]?.message;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Showcase details" className="grid gap-4">
      <section aria-labelledby="showcase-address-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="showcase-address-heading" className="text-lg font-semibold text-slate-900">
          Property
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-6">
          <FormField label="Street address" required error={field("property_address")} className="sm:col-span-6">
            <TextInput autoComplete="off" {...form.register("property_address")} />
          </FormField>
          <FormField label="Town" error={field("property_city")} className="sm:col-span-4">
            <TextInput autoComplete="off" {...form.register("property_city")} />
          </FormField>
          <FormField label="ZIP code" error={field("property_zip")} className="sm:col-span-2">
            <TextInput inputMode="numeric" autoComplete="off" {...form.register("property_zip")} />
          </FormField>
          <FormField label="Bedrooms" error={field("bedrooms")} className="sm:col-span-2">
            <TextInput inputMode="numeric" {...form.register("bedrooms")} />
          </FormField>
          <FormField label="Bathrooms" error={field("bathrooms")} className="sm:col-span-2">
            <TextInput inputMode="decimal" {...form.register("bathrooms")} />
          </FormField>
          <FormField label="Square feet" error={field("sqft")} className="sm:col-span-2">
            <TextInput inputMode="numeric" {...form.register("sqft")} />
          </FormField>
          <FormField label="Acres" error={field("acreage")} className="sm:col-span-2">
            <TextInput inputMode="decimal" {...form.register("acreage")} />
          </FormField>
          <FormField label="Year built" error={field("year_built")} className="sm:col-span-2">
            <TextInput inputMode="numeric" {...form.register("year_built")} />
          </FormField>
          <FormField label="Tax assessment ($)" error={field("tax_assessment")} className="sm:col-span-2">
            <TextInput inputMode="decimal" {...form.register("tax_assessment")} />
          </FormField>
          <FormField label="Assessment year" error={field("tax_assessment_year")} className="sm:col-span-2">
            <TextInput inputMode="numeric" {...form.register("tax_assessment_year")} />
          </FormField>
          <FormField label="Block" error={field("block")} className="sm:col-span-2">
            <TextInput {...form.register("block")} />
          </FormField>
          <FormField label="Lot" error={field("lot")} className="sm:col-span-2">
            <TextInput {...form.register("lot")} />
          </FormField>
          <FormField label="Qualifier" error={field("qual")} className="sm:col-span-2">
            <TextInput {...form.register("qual")} />
          </FormField>
        </div>
      </section>

      <section aria-labelledby="showcase-media-links-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="showcase-media-links-heading" className="text-lg font-semibold text-slate-900">
          Floor plans, video and 3D tour
        </h2>
        <div className="mt-3 grid gap-3">
          <div>
            <FormField
              label="Floor plans"
              error={field("floorplan_urls")}
              hint={showcase ? "Upload PDFs or images, or paste links, one per line. Save details to keep them." : "One link per line: a PDF or an image. Uploads open once the showcase is created."}
            >
              <TextArea rows={2} {...form.register("floorplan_urls")} />
            </FormField>
            {showcase && (
              <FloorPlanUploads
                showcaseId={showcase.id}
                onUploaded={(stored) => form.setValue("floorplan_urls", withLineAdded(form.getValues("floorplan_urls"), stored), { shouldDirty: true, shouldValidate: true })}
              />
            )}
          </div>
          <FormField label="Video links" error={field("video_urls")} hint="One https:// link per line (YouTube, Vimeo or a video file).">
            <TextArea rows={2} {...form.register("video_urls")} />
          </FormField>
          <FormField label="3D-tour links" error={field("matterport_urls")} hint="One https:// link per line (Matterport and the like).">
            <TextArea rows={2} {...form.register("matterport_urls")} />
          </FormField>
        </div>
      </section>

      <section aria-labelledby="showcase-agent-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="showcase-agent-heading" className="text-lg font-semibold text-slate-900">
          Agent and branding
        </h2>
        <div className="mt-3 grid gap-3">
          <FormField
            label="Agent"
            error={field("agent_id") ?? (agents.isError ? "The agents could not be loaded; try again later." : undefined)}
            hint={agents.isPending ? "Loading the agents…" : undefined}
          >
            {/* Controlled: an agent added in the dialog is picked as soon as its option is there. */}
            <Controller
              control={form.control}
              name="agent_id"
              render={({ field: agent }) => (
                <Select name={agent.name} ref={agent.ref} value={agent.value} onChange={agent.onChange} onBlur={agent.onBlur}>
                  <option value="">No agent</option>
                  {(agents.data ?? []).map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                      {option.brokerage_name ? `, ${option.brokerage_name}` : ""}
                      {option.email ? "" : " (no email)"}
                    </option>
                  ))}
                </Select>
              )}
            />
          </FormField>
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => setAddingAgent(true)}>
              Add a new agent
            </Button>
          </div>
          <Controller
            control={form.control}
            name="mls_unbranded"
            render={({ field: branding }) => (
              <RadioGroup
                name="branding"
                legend="Branding"
                options={BRANDING_OPTIONS}
                value={branding.value ? "unbranded" : "branded"}
                onChange={(value) => branding.onChange(value === "unbranded")}
              />
            )}
          />
        </div>
      </section>

      {problem && <FormAlert title={problem} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || (showcase !== null && !dirty)}>
          {save.isPending ? "Saving…" : showcase ? "Save details" : "Create showcase"}
        </Button>
        {showcase && dirty && <span className="text-sm text-slate-700">Unsaved changes</span>}
      </div>

      <Dialog open={addingAgent} onOpenChange={setAddingAgent}>
        <DialogContent size="lg">
          <DialogTitle>New agent</DialogTitle>
          <DialogDescription>The agent shown on the showcase and mailed its link when you publish.</DialogDescription>
          <div className="mt-4">
            <AgentForm
              onCancel={() => setAddingAgent(false)}
              onSaved={(agent) => {
                setAddingAgent(false);
                form.setValue("agent_id", agent.id, { shouldDirty: true });
              }}
            />
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}
