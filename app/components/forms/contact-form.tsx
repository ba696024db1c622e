// The contact message form (docs/spec.md §2 Contact, §5, §8), self-contained so it works on /contact and
// inside the home page's Contact modal: it always posts to the /contact route action, through a
// fetcher when JavaScript runs and as a plain form post when it does not.
import { useId } from "react";
import { CONTACT_FIELDS, ContactMessageSchema, FORM_LIMITS } from "../../../core/forms";
import type { FormResult } from "../../lib/form-result";
import { FormStatus, Honeypot, SubmitButton, TextArea, TextField } from "./form-fields";
import { useCustomerForm } from "./use-customer-form";

export const CONTACT_ACTION = "/contact";

export function ContactForm({ initialResult }: { initialResult?: FormResult | null }) {
  const id = useId();
  const f = useCustomerForm({ schema: ContactMessageSchema, fields: CONTACT_FIELDS, initialResult });
  const field = (name: string) => ({ id: `${id}-${name}`, name, error: f.errors[name], defaultValue: f.values[name] });
  return (
    <f.fetcher.Form
      ref={f.formRef}
      method="post"
      action={CONTACT_ACTION}
      noValidate={f.hydrated}
      onSubmit={f.onSubmit}
      onChange={f.onChange}
      aria-label="Contact form"
      className="relative space-y-5"
    >
      <p className="text-sm text-gray-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label="Name" required autoComplete="name" maxLength={FORM_LIMITS.name} />
        <TextField
          {...field("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={FORM_LIMITS.email}
        />
      </div>
      <TextField {...field("subject")} label="Subject" required maxLength={FORM_LIMITS.subject} />
      <TextArea
        {...field("message")}
        label="Message"
        required
        rows={6}
        maxLength={FORM_LIMITS.message}
        hint={`Up to ${FORM_LIMITS.message.toLocaleString("en-AU")} characters.`}
      />
      <Honeypot id={`${id}-hp`} />
      <FormStatus result={f.result} />
      <SubmitButton busy={f.busy} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </f.fetcher.Form>
  );
}
