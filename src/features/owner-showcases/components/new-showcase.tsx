import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { FormAlert, Label, TextInput } from "@/components/forms";
import { paths } from "@/config/paths";
import { isSearchableAddress, usePropertySearch } from "@/entities/property/api/search-properties";
import { toPropertySummary, type PropertySummary } from "@/entities/property/domain/property-summary";
import { useRequestForShowcase } from "@/features/owner-showcases/api/request-for-showcase";
import { ShowcaseForm } from "@/features/owner-showcases/components/showcase-form";
import { SHOWCASES_MESSAGES } from "@/features/owner-showcases/domain/messages";
import { EMPTY_SHOWCASE_FORM, formFromProperty, type ShowcaseFormValues } from "@/features/owner-showcases/domain/showcase-form";

/** The county records' address search (njpr-properties, the quote's search): picking one fills the form. */
function CountyRecordLookup({ onPick }: { onPick: (property: PropertySummary) => void }) {
  const [typed, setTyped] = useState("");
  const [searched, setSearched] = useState("");
  const search = usePropertySearch({ address: searched, limit: 8 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(typed.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="rounded-lg border border-slate-200 bg-white p-4" aria-label="County record lookup">
      <Label htmlFor="county-record-address">Find the property in the county records</Label>
      <p id="county-record-hint" className="mt-1 text-sm text-slate-700">
        Type the street address; picking a result fills in the address and the record's facts.
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <TextInput
          id="county-record-address"
          type="search"
          autoComplete="off"
          aria-describedby="county-record-hint"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!isSearchableAddress(typed)}>
          Look up
        </Button>
      </div>
      <div aria-live="polite" className="mt-2">
        {searched && search.isFetching && <p className="text-sm text-slate-700">Searching the county records…</p>}
        {searched && search.isError && <FormAlert title="The county records could not be searched. Try again, or fill in the address yourself." />}
        {searched && search.isSuccess && search.data.length === 0 && <p className="text-sm text-slate-700">No county record matches that address.</p>}
        {search.isSuccess && search.data.length > 0 && (
          <ul className="grid gap-1" aria-label="County records found">
            {search.data.map((result) => (
              <li key={`${result.address}|${result.cityStateZip}`}>
                <button
                  type="button"
                  onClick={() => onPick(toPropertySummary(result))}
                  className="w-full rounded-md px-3 py-2 text-left text-sm text-slate-900 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="font-semibold">{result.address}</span>, {result.cityStateZip}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}

/**
 * "New showcase": from nothing (the county record lookup fills the address and facts) or from a
 * quote request (`requestId`: its address and the record it was priced with). The first save
 * creates the draft and opens the editor, where the photos go.
 */
export function NewShowcase({ requestId }: { requestId: string | null }) {
  const navigate = useNavigate();
  const request = useRequestForShowcase(requestId);
  const [picked, setPicked] = useState<{ values: ShowcaseFormValues; key: string } | null>(null);

  let initial = EMPTY_SHOWCASE_FORM;
  let formKey = "empty";
  if (picked) {
    initial = picked.values;
    formKey = picked.key;
  } else if (request.data) {
    initial = request.data.property
      ? formFromProperty(request.data.property)
      : { ...EMPTY_SHOWCASE_FORM, property_address: request.data.address ?? "" };
    formKey = `request-${request.data.id}`;
  }

  return (
    <div className="grid gap-4">
      <div>
        <Link to={paths.ownerShowcases()} className="text-sm font-semibold text-brand-700 underline">
          All showcases
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{SHOWCASES_MESSAGES.newHeading}</h1>
        {requestId && request.isPending && <p role="status">{SHOWCASES_MESSAGES.requestLoading}</p>}
        {requestId && (request.isError || request.data === null) && <FormAlert title={SHOWCASES_MESSAGES.requestFailed} className="mt-2" />}
        {request.data && <p className="mt-1 text-slate-700">From the request for {request.data.address ?? "a property"}.</p>}
      </div>
      <CountyRecordLookup onPick={(property) => setPicked({ values: formFromProperty(property), key: `${property.gisPin ?? property.fullAddress}` })} />
      {!(requestId && request.isPending) && (
        <ShowcaseForm
          key={formKey}
          showcase={null}
          initial={initial}
          sourceRequestId={request.data?.id ?? null}
          onSaved={(row) => void navigate(paths.ownerShowcase(row.id), { replace: true })}
        />
      )}
    </div>
  );
}
