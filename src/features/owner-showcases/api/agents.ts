import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as schemas from "#schemas/owner-showcases.ts";
import type { AgentFields, OwnerAgentRow } from "#schemas/owner-showcases.ts";
import { getSupabase, SupabaseRequestError } from "@/lib/supabase";
import { ownerShowcasesKeys } from "@/features/owner-showcases/api/owner-showcases";

/** Every agent, by name, as the owner reads them (the owner policy on agents). */
export async function fetchAgents(): Promise<OwnerAgentRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("agents").select(schemas.OWNER_AGENT_COLUMNS).order("name").limit(500);
  if (error) throw new SupabaseRequestError(error, "Loading the agents failed");
  return schemas.ownerAgentRowSchema.array().parse(data);
}

export const agentsQueryOptions = () => queryOptions({ queryKey: ownerShowcasesKeys.agents(), queryFn: fetchAgents });

export function useAgents() {
  return useQuery(agentsQueryOptions());
}

/** owner_save_agent: creates (id null) or replaces an agent; answers the row. */
export async function saveAgent(input: { id: string | null; fields: AgentFields }): Promise<OwnerAgentRow> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("owner_save_agent", { p_id: input.id as string, p_fields: schemas.agentFieldsSchema.parse(input.fields) });
  if (error) throw new SupabaseRequestError(error, "Saving the agent failed");
  return schemas.ownerAgentRowSchema.parse(data);
}

export function useSaveAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgent,
    onSuccess: (agent) => {
      // The new agent is a choice at once, before the list is read again.
      queryClient.setQueryData<OwnerAgentRow[]>(ownerShowcasesKeys.agents(), (agents) =>
        [...(agents ?? []).filter((known) => known.id !== agent.id), agent].sort((a, b) => a.name.localeCompare(b.name)),
      );
      return queryClient.invalidateQueries({ queryKey: ownerShowcasesKeys.agents() });
    },
  });
}
