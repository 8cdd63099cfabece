import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { agentFieldsSchema, type OwnerAgentRow } from "#schemas/owner-showcases.ts";
import { FormAlert, FormField, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useSaveAgent } from "@/features/owner-showcases/api/agents";
import { AgentImageField } from "@/features/owner-showcases/components/agent-image-field";
import { SHOWCASES_MESSAGES, SHOWCASE_PROBLEM_MESSAGES } from "@/features/owner-showcases/domain/messages";

interface AgentFormValues {
  name: string;
  email: string;
  phone: string;
  brokerage_name: string;
  headshot_url: string;
  brokerage_logo_url: string;
}

const EMPTY: AgentFormValues = { name: "", email: "", phone: "", brokerage_name: "", headshot_url: "", brokerage_logo_url: "" };

/**
 * A new agent (owner_save_agent): name, email (where the publish mail goes), phone, brokerage,
 * headshot and brokerage logo (uploaded as they are picked, AgentImageField). Shown in a dialog beside the showcase's form; `onSaved` hands the
 * new agent back so the showcase picks it.
 */
export function AgentForm({ onSaved, onCancel }: { onSaved: (agent: OwnerAgentRow) => void; onCancel: () => void }) {
  const save = useSaveAgent();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AgentFormValues>({ resolver: zodResolver(agentFieldsSchema) as never, defaultValues: EMPTY });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const agent = await save.mutateAsync({ id: null, fields: agentFieldsSchema.parse(values) });
      toast.success(SHOWCASES_MESSAGES.agentSaved);
      onSaved(agent);
    } catch (error) {
      setProblem(SHOWCASE_PROBLEM_MESSAGES[deskProblemOf(error)]);
    }
  });

  return (
    <form
      onSubmit={(event) => {
        // The dialog is portalled, but React bubbles its submit to the showcase's form: stop it here.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Agent's name" required error={errors.name?.message}>
          <TextInput autoComplete="off" {...form.register("name")} />
        </FormField>
        <FormField label="Agent's email" error={errors.email?.message} hint="The showcase link goes here when you publish.">
          <TextInput type="email" autoComplete="off" {...form.register("email")} />
        </FormField>
        <FormField label="Agent's phone" error={errors.phone?.message}>
          <TextInput type="tel" autoComplete="off" {...form.register("phone")} />
        </FormField>
        <FormField label="Brokerage" error={errors.brokerage_name?.message}>
          <TextInput autoComplete="off" {...form.register("brokerage_name")} />
        </FormField>
        <Controller
          control={form.control}
          name="headshot_url"
          render={({ field }) => <AgentImageField label="Headshot" shape="headshot" value={field.value || null} onChange={(value) => field.onChange(value ?? "")} />}
        />
        <Controller
          control={form.control}
          name="brokerage_logo_url"
          render={({ field }) => <AgentImageField label="Brokerage logo" shape="logo" value={field.value || null} onChange={(value) => field.onChange(value ?? "")} />}
        />
      </div>
      {problem && <FormAlert title={problem} className="mt-3" />}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save agent"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
