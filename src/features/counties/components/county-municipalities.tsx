import { useId } from "react";
import { splitIntoRegions, type CountyPageContent } from "@/content/county-pages";
import { Container } from "@/components/layout/container";
import { SectionHeading } from "@/components/layout/section-heading";

/** Every municipality of the county, alphabetical, in three 'Region' columns of a rounded-up third each. */
export function CountyMunicipalities({ county }: { county: CountyPageContent }) {
  const headingId = useId();
  const regions = splitIntoRegions(county.facts.municipalities);
  const count = county.facts.municipalities.length;

  return (
    <Container as="section" labelledBy={headingId} spacing={14}>
      <SectionHeading id={headingId}>
      Municipalities We Serve in {county.titleName}
      </SectionHeading>
      <p className="mt-2 max-w-3xl text-slate-600">
      We appraise and photograph homes in all {count} of {county.titleName}&rsquo;s municipalities, from the county seat of{" "}
      {county.seat} to its smallest boroughs.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
      {regions.map((region, index) => (
        <div key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-slate-900">Region {index + 1}</h3>
          {region.length > 0 && (
            <p className="text-xs text-slate-500">
              {region[0]?.name} – {region[region.length - 1]?.name}
            </p>
          )}
          <ul className="mt-4 space-y-1.5 text-slate-700">
            {region.map((municipality) => (
              <li key={municipality.name}>{municipality.name}</li>
            ))}
          </ul>
        </div>
      ))}
      </div>
    </Container>
  );
}
