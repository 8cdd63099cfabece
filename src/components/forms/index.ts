/**
 * The form primitives: one component per kind of control (docs/decisions/059-form-primitives.md).
 * Every form of the site is written with them; a raw <input>, <textarea> or <select> outside
 * this folder fails lint.
 *
 *   const { register, formState: { errors } } = useForm<Values>({ resolver: zodResolver(schema) });
 *   <form noValidate onSubmit={handleSubmit(send)}>
 *     <FormField label="Email" required error={errors.email?.message} hint="We reply to this address.">
 *       <TextInput type="email" autoComplete="email" {...register("email")} />
 *     </FormField>
 *     <FormField label="Comments" error={errors.comments?.message}>
 *       <TextArea rows={4} {...register("comments")} />
 *     </FormField>
 *     {refusal && <FormAlert title="We could not send your request">{refusal}</FormAlert>}
 *     <Button type="submit">Send</Button>
 *   </form>
 *
 * - <FormField> draws the label (a star when `required`, "(optional)" otherwise), the control,
 *   the error and the hint, and gives the control its id, aria-describedby (hint + error),
 *   aria-invalid (while an error is shown) and aria-required.
 * - <TextInput> (text, email, tel, number, date, time, search, url), <TextArea>, <Select>:
 *   the native controls with the one look of controlClasses(); `{...register("x")}` spreads onto
 *   them; controlled `value`/`onChange` work too. Outside a <FormField>, give `id` and pair them
 *   with <Label>, <Hint> and <ErrorText> yourself (a search box, the newsletter box).
 * - <Checkbox>, <Radio>: the native check box and radio button, for a caller's own label.
 * - <RadioGroup> (radios in a list), <RadioChips> (the booking picker's chips), <RadioCards>
 *   (the quote's cards): a fieldset named by its legend; with react-hook-form use a
 *   <Controller> and pass `value`/`onChange`.
 * - A day and one of its open times: <DayTimeChoice> of the appointment entity
 *   (src/entities/appointment/components/day-time-choice.tsx), built on <RadioChips>.
 * - <FilePicker onFiles accept multiple>: a button that opens the system's file picker (a
 *   phone's camera roll); the owner desk's photo list (src/entities/media) is built on it.
 * - <FormAlert>: a refusal or failure of the whole form, in place near the submit button
 *   (role="alert"; never a toast over the form). <CallUsAlert message>: a limit's 429
 *   (limitRefusalOf in src/lib/limit-refusal.ts) in a FormAlert, its phone number a tel: link.
 * - controlClasses(): the class names of a text-like control, for a specialised control (the
 *   address combobox) that cannot be one of the above.
 */
export { CHECK_CLASSES, controlClasses, type ControlSize } from "@/components/forms/control-classes";
export { Checkbox, Radio, Select, TextArea, TextInput, type TextInputType } from "@/components/forms/controls";
export { ErrorText, FormField, Hint, Label, useFieldControl, type FieldTone } from "@/components/forms/field";
export { CALL_US_TITLE, CallUsAlert } from "@/components/forms/call-us-alert";
export { FilePicker } from "@/components/forms/file-picker";
export { FormAlert } from "@/components/forms/form-alert";
export { RadioCards } from "@/components/forms/radio-cards";
export { RadioChips, RadioGroup, type RadioOption } from "@/components/forms/radio-group";
