import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { discountCodeFormSchema, type DiscountCodeForm } from "#schemas/owner-discount-codes.ts";
import { SERVICES } from "#shared/service-catalogue.ts";
import { Checkbox, FormAlert, FormField, RadioGroup, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { deskProblemOf } from "@/lib/desk-problem";
import { useCreateDiscountCode } from "@/features/owner-discount-codes/api/discount-codes";
import { createDiscountCodeArgs } from "@/features/owner-discount-codes/domain/discount-codes";

const EMPTY: DiscountCodeForm = {
  code: "",
  type: "percentage",
  value: "",
  description: "",
  validFrom: "",
  validUntil: "",
  maxUses: "",
  serviceIds: [],
};

function refusalText(error: unknown): string {
  switch (deskProblemOf(error)) {
    case "signed-out":
      return "Your session has ended: sign in again.";
    case "changed-elsewhere":
      return "That code exists already: choose another.";
    case "refused":
      return "The code was refused: check the fields and try again.";
    default:
      return "Check your connection and try again.";
  }
}

/** A new discount code (docs/decisions/071): codes are case-insensitive and stored in capitals. */
export function DiscountCodeForm() {
  const create = useCreateDiscountCode();
  const form = useForm<DiscountCodeForm>({ resolver: zodResolver(discountCodeFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const type = form.watch("type");

  const submit = form.handleSubmit(async (values) => {
    try {
      const args = createDiscountCodeArgs(values);
      await create.mutateAsync(args);
      form.reset(EMPTY);
      toast.success(`Code ${args.p_code} made`);
    } catch {
      // Shown by the alert beside the button.
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="new-discount-code" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="new-discount-code" className="text-lg font-semibold text-slate-900">
        New code
      </h2>
      <FormField label="Code" required error={errors.code?.message} hint="Letters, digits, dashes or underscores; visitors may type it in any case.">
        <TextInput autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register("code")} />
      </FormField>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <RadioGroup
            name="discount-type"
            legend="Kind"
            value={field.value}
            onChange={field.onChange}
            layoutClassName="flex flex-wrap gap-4"
            options={[
              { value: "percentage", label: "Percent off" },
              { value: "fixed_amount", label: "Dollars off" },
            ]}
          />
        )}
      />
      <FormField label={type === "percentage" ? "Percentage" : "Amount in dollars"} required error={errors.value?.message}>
        <TextInput inputMode="decimal" autoComplete="off" {...form.register("value")} />
      </FormField>
      <FormField label="Description" error={errors.description?.message} hint="Shown to the visitor beside the discount, e.g. Spring mailing: 10% off.">
        <TextInput autoComplete="off" {...form.register("description")} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="First day" error={errors.validFrom?.message} hint="Empty: from today.">
          <TextInput type="date" {...form.register("validFrom")} />
        </FormField>
        <FormField label="Last day" error={errors.validUntil?.message} hint="Empty: no end.">
          <TextInput type="date" {...form.register("validUntil")} />
        </FormField>
      </div>
      <FormField label="Maximum uses" error={errors.maxUses?.message} hint="How many requests may use it. Empty: no limit.">
        <TextInput inputMode="numeric" autoComplete="off" {...form.register("maxUses")} />
      </FormField>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Services</legend>
        <p className="text-sm text-slate-600">None chosen: every service. Chosen: the code takes money off these services only.</p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {SERVICES.map((service) => (
            <li key={service.id}>
              <label className="flex items-start gap-2 text-sm text-slate-800">
                <Checkbox value={service.id} {...form.register("serviceIds")} />
                <span className="pt-0.5">{service.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {create.isError && <FormAlert title="The code was not made">{refusalText(create.error)}</FormAlert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Making the code…" : "Make the code"}
      </Button>
    </form>
  );
}
