import type { PropertyShowcase } from "#schemas/property-showcase.ts";
import {
  AgentContactLinks,
  AgentHeadshot,
  AgentSocialLinks,
  agentDisplayName,
  BrokerageMark,
} from "@/features/showcases/components/agent-contact";
import { PropertyDetailsCard } from "@/features/showcases/components/property-details-card";
import type { RealtorContactMethod } from "@/features/showcases/api/log-realtor-contact";
import { shortStatsLine } from "@/features/showcases/domain/property-facts";
import { cn } from "@/lib/cn";

interface PanelProps {
  showcase: PropertyShowcase;
  compact: boolean;
  onContact: (method: RealtorContactMethod) => void;
}

/**
 * Large screens: the agent card fixed at the top right (headshot or placeholder, name,
 * brokerage logo and name, phone and email, social links) with the details card under
 * it; both shrink once the page is scrolled past the hero.
 */
export function AgentSidePanel({ showcase, compact, onContact }: PanelProps) {
  const { agent } = showcase;
  const name = agentDisplayName(agent);
  return (
    <aside
      aria-label="Listing agent"
      data-compact={compact ? "true" : "false"}
      className="fixed right-6 top-6 z-30 hidden max-h-[calc(100vh-3rem)] w-80 flex-col gap-3 overflow-y-auto lg:flex"
    >
      <div className={cn("rounded-2xl bg-white/95 shadow-xl ring-1 ring-slate-900/5 backdrop-blur transition-all", compact ? "p-4" : "p-5")}>
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Listing agent</p>
        <div className={cn("flex items-center gap-3", compact ? "mt-2" : "mt-3")}>
          <AgentHeadshot agent={agent} size={compact ? 44 : 72} />
          <div className="min-w-0">
            <p className={cn("truncate font-bold text-slate-900", compact ? "text-base" : "text-lg")}>{name}</p>
            {agent && <BrokerageMark agent={agent} compact />}
          </div>
        </div>
        {agent && !compact && agent.brokerage_logo_url && (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <BrokerageMark agent={agent} />
          </div>
        )}
        {agent && (
          <AgentContactLinks agent={agent} onContact={onContact} iconOnly={compact} className={cn(compact ? "mt-3" : "mt-4 flex-col")} />
        )}
        {agent && !compact && <AgentSocialLinks agent={agent} className="mt-4" />}
      </div>
      <PropertyDetailsCard facts={showcase} compact={compact} headingId="details-heading-side" className="bg-white/95 shadow-xl backdrop-blur" />
    </aside>
  );
}

/** Small screens: the agent as a bar fixed at the bottom with the short stats line. */
export function AgentBottomBar({ showcase, compact, onContact }: PanelProps) {
  const { agent } = showcase;
  const stats = shortStatsLine(showcase);
  return (
    <aside
      aria-label="Listing agent and key facts"
      data-compact={compact ? "true" : "false"}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_rgba(15,23,42,0.12)] backdrop-blur pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <div className={cn("mx-auto flex max-w-3xl items-center gap-3 px-4 transition-all", compact ? "py-2" : "py-3")}>
        {!compact && <AgentHeadshot agent={agent} size={44} />}
        <div className="min-w-0 flex-1">
          <p className={cn("truncate font-semibold text-slate-900", compact ? "text-sm" : "text-base")}>{agentDisplayName(agent)}</p>
          {stats && <p className="truncate text-xs text-slate-600">{stats}</p>}
        </div>
        {agent && <AgentContactLinks agent={agent} onContact={onContact} iconOnly />}
      </div>
    </aside>
  );
}
