import { useId, useState, type FormEvent } from "react";
import { blogSubscriptionSchema } from "#schemas/blog.ts";
import { ErrorText, Label, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { useSubscribeToBlog } from "@/features/blog/api/subscribe-to-blog";
import { BLOG_MESSAGES, showToast } from "@/features/blog/components/blog-messages";

/**
 * The newsletter sign-up: a trimmed, valid address is added to blog_subscribers.
 * An empty field is ignored; an invalid one is named under the field. Success clears
 * the field; a duplicate and a failure each answer with their toast.
 */
export function NewsletterSignup() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useSubscribeToBlog();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending || email.trim() === "") return;
    const parsed = blogSubscriptionSchema.safeParse({ email });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      return;
    }
    setProblem(null);
    subscribe.mutate(parsed.data, {
      onSuccess: (outcome) => {
        if (outcome === "already-subscribed") {
          showToast("error", BLOG_MESSAGES.alreadySubscribed);
          return;
        }
        setEmail("");
        showToast("success", BLOG_MESSAGES.subscribed);
      },
      onError: (error) => {
        console.error("Newsletter sign-up failed", error);
        showToast("error", BLOG_MESSAGES.subscribeFailed);
      },
    });
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-md">
      <h2 id={`${inputId}-heading`} className="text-lg font-bold">
        Get new articles by email
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-brand-100">
        New Jersey appraisal, property-tax and listing-photo advice, about twice a month. Unsubscribe any time.
      </p>
      <form className="mt-4 flex flex-col gap-3" onSubmit={onSubmit} noValidate>
        <Label htmlFor={inputId} tone="inverse">
          Email address
        </Label>
        <TextInput
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          placeholder="you@example.com"
          tone="inverse"
        />
        {problem && (
          <ErrorText id={errorId} announce tone="inverse" className="text-sm">
            {problem}
          </ErrorText>
        )}
        <Button type="submit" variant="accent" disabled={subscribe.isPending}>
          {subscribe.isPending ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
    </section>
  );
}
