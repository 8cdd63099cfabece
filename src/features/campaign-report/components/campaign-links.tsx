import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { campaignLinkFormSchema, type CampaignLink, type CampaignLinkForm } from "#schemas/campaign-report.ts";
import { Checkbox, FormAlert, FormField, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { deskProblemOf } from "@/lib/desk-problem";
import { useCampaignLinks, useCreateCampaignLink, useRevokeCampaignLink } from "@/features/campaign-report/api/campaign-links";

function linkUrl(link: CampaignLink): string {
  return `${window.location.origin}${paths.campaignReport(link.report_key)}`;
}

function CopyLink({ link }: { link: CampaignLink }) {
  const [status, setStatus] = useState("");
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          navigator.clipboard
            .writeText(linkUrl(link))
            .then(() => setStatus("Link copied"))
            .catch(() => setStatus("Copy failed: select the link and copy it"));
        }}
      >
        Copy link
      </Button>
      <span role="status" className="text-sm text-slate-600">
        {status}
      </span>
    </>
  );
}

/**
 * The marketer links (docs/decisions/063): a private read-only link per campaign or set of
 * campaigns, made from the campaigns of the report shown and revoked here. A revoked link's page
 * shows what a wrong link shows.
 */
export function CampaignLinks({ campaigns }: { campaigns: string[] }) {
  const links = useCampaignLinks();
  const create = useCreateCampaignLink();
  const revoke = useRevokeCampaignLink();
  const form = useForm<CampaignLinkForm>({ resolver: zodResolver(campaignLinkFormSchema), defaultValues: { label: "", campaigns: [] } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset({ label: "", campaigns: [] });
      toast.success("Marketer link made");
    } catch {
      // Shown by the alert below.
    }
  });

  return (
    <section aria-labelledby="marketer-links" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="marketer-links" className="text-lg font-bold tracking-tight text-slate-900">
        Marketer links
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        A private, read-only page of chosen campaigns for an outside marketer: counts and sums only, never a name, email, phone or address. Anyone with
        the link sees it until you revoke it.
      </p>

      {campaigns.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No campaign in this period to make a link for.</p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 max-w-xl space-y-4">
          <FormField label="Label" required error={errors.label?.message} hint="For you: who the link is for, e.g. Spring mailing, Acme Marketing.">
            <TextInput {...form.register("label")} />
          </FormField>
          <fieldset aria-describedby={errors.campaigns ? "campaign-link-campaigns-error" : undefined}>
            <legend className="text-sm font-semibold text-slate-800">Campaigns</legend>
            <ul className="mt-2 space-y-1">
              {campaigns.map((name) => (
                <li key={name}>
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <Checkbox value={name} {...form.register("campaigns")} />
                    <span className="pt-0.5">{name}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.campaigns && (
              <p id="campaign-link-campaigns-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.campaigns.message}
              </p>
            )}
          </fieldset>
          {create.isError && (
            <FormAlert title="The link was not made">
              {deskProblemOf(create.error) === "signed-out" ? "Your session has ended: sign in again." : "Try again in a moment."}
            </FormAlert>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Making the link…" : "Make a link"}
          </Button>
        </form>
      )}

      <h3 className="mt-8 font-semibold text-slate-900">Links made</h3>
      {links.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading the links…
        </p>
      ) : links.isError ? (
        <FormAlert title="The links could not be loaded">
          <Button variant="outline" size="sm" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : links.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No marketer link yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {link.label} {link.revoked_at && <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">Revoked</span>}
                </p>
                <p className="truncate text-sm text-slate-600">{link.campaigns.join(", ")}</p>
              </div>
              {!link.revoked_at && (
                <div className="flex flex-wrap items-center gap-2">
                  <CopyLink link={link} />
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => {
                      if (!window.confirm(`Revoke "${link.label}"? Its page stops showing anything at once.`)) return;
                      revoke.mutate(link.id, { onError: () => toast.error("Revoking the link failed: try again") });
                    }}
                  >
                    Revoke
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
