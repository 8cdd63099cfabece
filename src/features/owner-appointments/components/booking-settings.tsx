import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { BLOCK_REASON_MAX, blockDayInputSchema, blockHoursInputSchema, type OwnerBookingRules } from "#schemas/owner-appointments.ts";
import { SERVICES } from "#shared/service-catalogue.ts";
import { clockMinutes, zonedInstant } from "#shared/booking/time-zone.ts";
import { Checkbox, FormAlert, FormField, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { formatAppointment, formatAppointmentClock } from "@/entities/appointment/domain/appointment-time";
import { useBlockDay, useBlockHours, useBookingRules, useSaveBookingRules, useUnblockDay, useUnblockHours } from "../api/booking-rules";
import { failureMessage } from "../api/owner-request";
import { dateTitle } from "../domain/week-layout";
import { rulesFormSchema, rulesFormValues, rulesPayload, TIER_LABELS, WEEKDAY_NAMES, type RulesFormInput, type RulesFormValues } from "../domain/rules-form";

/**
 * /owner/settings (docs/product.md §2 Owner's desk, Settings): the booking rules (hours per
 * weekday, notice, daily cap, durations) and the blocked days and hours. Each change is saved
 * by an owner RPC that checks it again; a refused one says why and keeps what was typed.
 */

export const RULES_SAVED = "Saved. Visitors see the new open times now.";
export const SETTINGS_LOAD_FAILED = "The booking rules could not be loaded.";

export function BookingSettings() {
  const rules = useBookingRules();
  return (
    <section aria-labelledby="owner-settings-title" className="mx-auto max-w-3xl space-y-10 pb-16">
      <h1 id="owner-settings-title" className="text-2xl font-bold text-slate-900">
        Booking settings
      </h1>
      {rules.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the booking rules…
        </p>
      ) : rules.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm text-red-800">{SETTINGS_LOAD_FAILED}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void rules.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <RulesForm rules={rules.data} />
          <BlockedDays rules={rules.data} />
          <BlockedHours rules={rules.data} />
        </>
      )}
    </section>
  );
}

function RulesForm({ rules }: { rules: OwnerBookingRules }) {
  const save = useSaveBookingRules();
  const defaults = useMemo(() => rulesFormValues(rules), [rules]);
  const form = useForm<RulesFormInput, unknown, RulesFormValues>({ resolver: zodResolver(rulesFormSchema), defaultValues: defaults });
  const { register, handleSubmit, watch, formState } = form;
  const [saved, setSaved] = useState(false);
  const id = useId();
  const errors = formState.errors;
  const names = new Map((SERVICES as readonly { id: string; name: string }[]).map((service) => [service.id, service.name]));

  const submit = handleSubmit((values) => {
    setSaved(false);
    save.mutate(rulesPayload(values), { onSuccess: () => setSaved(true) });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Booking rules
      </h2>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">Hours (Eastern Time)</legend>
        <div className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {WEEKDAY_NAMES.map((name, index) => {
            const open = watch(`days.${index}.open`);
            const dayError = errors.days?.[index]?.closes?.message;
            return (
              <div key={name} className="grid grid-cols-[7.5rem_1fr] items-start gap-2 p-2 sm:grid-cols-[9rem_1fr]">
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                  <Checkbox className="mt-0 h-5 w-5" {...register(`days.${index}.open`)} />
                  {name}
                </label>
                {open ? (
                  <div className="grid grid-cols-2 gap-2">
                    <FormField label={`${name} opens`} required>
                      <TextInput type="time" step={900} {...register(`days.${index}.opens`)} />
                    </FormField>
                    <FormField label={`${name} closes`} required error={dayError}>
                      <TextInput type="time" step={900} {...register(`days.${index}.closes`)} />
                    </FormField>
                  </div>
                ) : (
                  <p className="flex min-h-11 items-center text-sm text-slate-500">Closed</p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Minimum notice (business days)" required hint="1: visitors can book from the next business day." error={errors.minNoticeBusinessDays?.message}>
          <TextInput type="number" inputMode="numeric" min={0} max={30} {...register("minNoticeBusinessDays")} />
        </FormField>
        <FormField label="Appointments a day at most" required error={errors.dailyCap?.message}>
          <TextInput type="number" inputMode="numeric" min={1} max={20} {...register("dailyCap")} />
        </FormField>
      </div>

      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-base font-semibold text-slate-900">Appointment lengths (minutes on site)</summary>
        <div className="mt-3 space-y-1">
          {defaults.durations.map((duration, index) => {
            const message = errors.durations?.[index]?.minutes?.message;
            return (
              <FormField
                key={`${duration.serviceId}-${duration.tier}`}
                label={`${names.get(duration.serviceId) ?? duration.serviceId}, ${TIER_LABELS[duration.tier]}`}
                required
                error={message}
                className="grid grid-cols-[1fr_6rem] items-center gap-x-2"
              >
                <TextInput type="number" inputMode="numeric" min={0} max={600} {...register(`durations.${index}.minutes`)} />
              </FormField>
            );
          })}
        </div>
      </details>

      {save.isError ? <FormAlert title={failureMessage(save.error)} /> : null}
      {saved ? (
        <p role="status" className="text-sm text-green-800">
          {RULES_SAVED}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save the rules"}
      </Button>
    </form>
  );
}

/** The blocked days or hours, each with "Unblock" (`unblock.mutate(key)`), and a failed unblock's message. */
function BlockedList({
  empty,
  items,
  unblock,
}: {
  empty: string;
  items: { key: string; label: string; reason: string | null }[];
  unblock: { mutate: (key: string) => void; isPending: boolean; isError: boolean; error: unknown };
}) {
  return (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((item) => (
            <li key={item.key} className="flex items-center justify-between gap-2 p-2 text-sm">
              <span>
                {item.label}
                {item.reason ? ` · ${item.reason}` : ""}
              </span>
              <Button variant="ghost" size="sm" disabled={unblock.isPending} onClick={() => unblock.mutate(item.key)} aria-label={`Unblock ${item.label}`}>
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unblock.isError ? <FormAlert title={failureMessage(unblock.error)} /> : null}
    </>
  );
}

function BlockedDays({ rules }: { rules: OwnerBookingRules }) {
  const block = useBlockDay();
  const unblock = useUnblockDay();
  const [day, setDay] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blockDayInputSchema.safeParse({ day, reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the day");
      return;
    }
    setProblem(null);
    block.mutate(parsed.data, {
      onSuccess: () => {
        setDay("");
        setReason("");
      },
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Blocked days
      </h2>
      <BlockedList
        empty="No days blocked."
        items={rules.blockedDays.map((blocked) => ({ key: blocked.day, label: dateTitle(blocked.day), reason: blocked.reason }))}
        unblock={unblock}
      />
      <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end" aria-label="Block a day">
        <FormField label="Day" required>
          <TextInput type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </FormField>
        <FormField label="Reason, only you see it">
          <TextInput value={reason} maxLength={BLOCK_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={block.isPending}>
          {block.isPending ? "Blocking…" : "Block the day"}
        </Button>
        {problem || block.isError ? <FormAlert className="sm:col-span-3" title={problem ?? failureMessage(block.error)} /> : null}
      </form>
    </section>
  );
}

function BlockedHours({ rules }: { rules: OwnerBookingRules }) {
  const block = useBlockHours();
  const unblock = useUnblockHours();
  const [values, setValues] = useState({ day: "", from: "13:00", to: "17:00", reason: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const timeZone = rules.settings.timeZone;
  useEffect(() => setProblem(null), [values]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blockHoursInputSchema.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the hours");
      return;
    }
    const { day, from, to, reason } = parsed.data;
    block.mutate(
      {
        start: new Date(zonedInstant(day, clockMinutes(from), timeZone)).toISOString(),
        end: new Date(zonedInstant(day, clockMinutes(to), timeZone)).toISOString(),
        reason,
      },
      { onSuccess: () => setValues((v) => ({ ...v, day: "", reason: "" })) },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Blocked hours
      </h2>
      <BlockedList
        empty="No hours blocked."
        items={rules.blockedHours.map((blocked) => ({
          key: blocked.id,
          label: `${formatAppointment(blocked.start)} – ${formatAppointmentClock(blocked.end)}`,
          reason: blocked.reason,
        }))}
        unblock={unblock}
      />
      <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-2 sm:grid-cols-[10rem_7rem_7rem_1fr_auto] sm:items-end" aria-label="Block hours">
        <FormField label="Day" required className="col-span-2 sm:col-span-1">
          <TextInput type="date" value={values.day} onChange={(e) => setValues({ ...values, day: e.target.value })} />
        </FormField>
        <FormField label="From" required>
          <TextInput type="time" step={900} value={values.from} onChange={(e) => setValues({ ...values, from: e.target.value })} />
        </FormField>
        <FormField label="To" required>
          <TextInput type="time" step={900} value={values.to} onChange={(e) => setValues({ ...values, to: e.target.value })} />
        </FormField>
        <FormField label="Reason, only you see it" className="col-span-2 sm:col-span-1">
          <TextInput value={values.reason} maxLength={BLOCK_REASON_MAX} onChange={(e) => setValues({ ...values, reason: e.target.value })} />
        </FormField>
        <Button type="submit" className="col-span-2 sm:col-span-1" disabled={block.isPending}>
          {block.isPending ? "Blocking…" : "Block the hours"}
        </Button>
        {problem || block.isError ? <FormAlert className="col-span-2 sm:col-span-5" title={problem ?? failureMessage(block.error)} /> : null}
      </form>
    </section>
  );
}
