import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { Label, TextInput } from "@/components/forms";
import { Button } from "@/components/ui/button";
import { enrollTotp, verifiedTotpFactorId, verifyTotp, type TotpEnrolment } from "@/features/owner-auth/api/second-factor";
import { requestCode, verifyCode } from "@/features/owner-auth/api/sign-in";
import { fetchOwnerSession, ownerSessionQuery, useOwnerSession } from "@/features/owner-auth/api/use-owner-session";
import { safeNext } from "@/features/owner-auth/domain/owner-paths";
import {
  digitsOf,
  isEmailAddress,
  isMailedCode,
  isTotpCode,
  OTP_LENGTH,
  SIGN_IN_MESSAGES,
  signInErrorMessage,
  type AuthFailure,
  type SignInStep,
} from "@/features/owner-auth/domain/sign-in-messages";

type Stage =
  | { step: "email" }
  | { step: "code"; email: string; askedAt: number }
  | { step: "preparing" }
  | { step: "enroll"; enrolment: TotpEnrolment }
  | { step: "challenge"; factorId: string };

/**
 * The owner's sign-in (docs/decisions/054): address → mailed code → on the first sign-in the
 * authenticator app's enrolment (QR code and the key as text), afterwards its code. A
 * session already at aal1 starts at the second factor. Done, it goes to `next` (the desk).
 */
export function OwnerSignIn({ next }: { next: string | null }) {
  const { status } = useOwnerSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ step: "email" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const destination = safeNext(next);

  const failed = (step: SignInStep, caught: unknown, askedAt?: number) => {
    const ageSeconds = askedAt ? (Date.now() - askedAt) / 1000 : 0;
    setError(signInErrorMessage((caught ?? {}) as AuthFailure, step, ageSeconds));
  };

  const secondFactor = async () => {
    setStage({ step: "preparing" });
    try {
      const factorId = await verifiedTotpFactorId();
      setStage(factorId ? { step: "challenge", factorId } : { step: "enroll", enrolment: await enrollTotp() });
    } catch (caught) {
      failed("totp", caught);
      setStage({ step: "email" });
    }
  };

  const startedSecondFactor = useRef(false);
  useEffect(() => {
    if (status === "owner") navigate(destination, { replace: true });
    if (status === "needs-second-factor" && stage.step === "email" && !startedSecondFactor.current) {
      startedSecondFactor.current = true;
      void secondFactor();
    }
    // secondFactor only reads state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, stage.step, destination, navigate]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const onEmail = (email: string) =>
    run(async () => {
      try {
        await requestCode(email);
        setStage({ step: "code", email: email.trim(), askedAt: Date.now() });
      } catch (caught) {
        failed("email", caught);
      }
    });

  const onCode = (code: string) =>
    run(async () => {
      if (stage.step !== "code") return;
      try {
        await verifyCode(stage.email, code);
      } catch (caught) {
        failed("code", caught, stage.askedAt);
        return;
      }
      startedSecondFactor.current = true;
      await secondFactor();
    });

  const onTotp = (factorId: string, code: string) =>
    run(async () => {
      try {
        await verifyTotp(factorId, code);
      } catch (caught) {
        failed("totp", caught);
        return;
      }
      const state = await queryClient.fetchQuery({ ...ownerSessionQuery(), queryFn: fetchOwnerSession, staleTime: 0 });
      if (state.status === "owner") navigate(destination, { replace: true });
      else {
        setError(SIGN_IN_MESSAGES.noOwner);
        setStage({ step: "email" });
      }
    });

  if (status === "loading" || stage.step === "preparing") {
    return (
      <Frame title={SIGN_IN_MESSAGES.emailHeading}>
        <p className="mt-4 text-slate-600" role="status">
          {SIGN_IN_MESSAGES.loading}
        </p>
        <ErrorText message={error} />
      </Frame>
    );
  }

  if (stage.step === "code") {
    return (
      <Frame title={SIGN_IN_MESSAGES.codeHeading}>
        <p className="mt-3 text-slate-700">{SIGN_IN_MESSAGES.codeSent(stage.email)}</p>
        <CodeForm
          key="mailed-code"
          label="Code from the mail"
          length={OTP_LENGTH}
          autoComplete="one-time-code"
          invalidMessage={SIGN_IN_MESSAGES.codeInvalid}
          isValid={isMailedCode}
          busy={busy}
          error={error}
          submitLabel="Sign in"
          onSubmit={onCode}
        />
        <div className="mt-6 flex flex-wrap gap-3">
          <Button variant="outline" type="button" disabled={busy} onClick={() => void onEmail(stage.email)}>
            Send a new code
          </Button>
          <Button
            variant="ghost"
            type="button"
            disabled={busy}
            onClick={() => {
              setError(null);
              setStage({ step: "email" });
            }}
          >
            Use another address
          </Button>
        </div>
      </Frame>
    );
  }

  if (stage.step === "enroll") {
    const { enrolment } = stage;
    return (
      <Frame title={SIGN_IN_MESSAGES.enrollHeading}>
        <p className="mt-3 text-slate-700">{SIGN_IN_MESSAGES.enrollIntro}</p>
        <img src={enrolment.qrCode} alt="QR code to add this site to your authenticator app" width={200} height={200} className="mx-auto mt-6 h-48 w-48 bg-white p-2" />
        <p className="mt-4 text-sm text-slate-700">Or type this key into the app:</p>
        <p className="mt-1 select-all break-all rounded bg-slate-100 p-3 font-mono text-base tracking-wider text-slate-900" data-testid="totp-secret">
          {enrolment.secret}
        </p>
        <TotpForm key="enroll-code" busy={busy} error={error} submitLabel="Turn on and continue" onSubmit={(code) => onTotp(enrolment.factorId, code)} />
      </Frame>
    );
  }

  if (stage.step === "challenge") {
    const { factorId } = stage;
    return (
      <Frame title={SIGN_IN_MESSAGES.challengeHeading}>
        <p className="mt-3 text-slate-700">{SIGN_IN_MESSAGES.challengeIntro}</p>
        <TotpForm key="challenge-code" busy={busy} error={error} submitLabel="Continue" onSubmit={(code) => onTotp(factorId, code)} />
      </Frame>
    );
  }

  return (
    <Frame title={SIGN_IN_MESSAGES.emailHeading}>
      <p className="mt-3 text-slate-700">{SIGN_IN_MESSAGES.emailIntro}</p>
      <EmailForm busy={busy} error={error} onSubmit={onEmail} />
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main-content" className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </main>
  );
}

function ErrorText({ message, id }: { message: string | null; id?: string }) {
  return (
    <p id={id} role="alert" className="mt-3 min-h-6 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function EmailForm({ busy, error, onSubmit }: { busy: boolean; error: string | null; onSubmit: (email: string) => void }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email)) return setInvalid(true);
    setInvalid(false);
    onSubmit(email);
  };
  const message = invalid ? SIGN_IN_MESSAGES.emailInvalid : error;
  return (
    <form className="mt-6" onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-email`} className="text-base text-slate-900">
        Email address
      </Label>
      <TextInput
        id={`${id}-email`}
        type="email"
        size="lg"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-error`}
        className="mt-2"
      />
      <ErrorText id={`${id}-error`} message={message} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
        {busy ? "Sending…" : "Send me a code"}
      </Button>
    </form>
  );
}

/** The authenticator app's 6-digit code (enrolment and later challenges alike). */
function TotpForm(props: Pick<CodeFormProps, "busy" | "error" | "submitLabel" | "onSubmit">) {
  return (
    <CodeForm
      label="6-digit code from the app"
      length={6}
      autoComplete="one-time-code"
      invalidMessage={SIGN_IN_MESSAGES.totpInvalid}
      isValid={isTotpCode}
      {...props}
    />
  );
}

interface CodeFormProps {
  label: string;
  length: number;
  autoComplete: string;
  invalidMessage: string;
  isValid: (value: string) => boolean;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (code: string) => void;
}

function CodeForm({ label, length, autoComplete, invalidMessage, isValid, busy, error, submitLabel, onSubmit }: CodeFormProps) {
  const id = useId();
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid(code)) return setInvalid(true);
    setInvalid(false);
    onSubmit(digitsOf(code));
  };
  const message = invalid ? invalidMessage : error;
  return (
    <form className="mt-6" onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-code`} className="text-base text-slate-900">
        {label}
      </Label>
      <TextInput
        id={`${id}-code`}
        type="text"
        size="lg"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={length + 4}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-error`}
        className="mt-2 font-mono text-xl tracking-[0.3em]"
      />
      <ErrorText id={`${id}-error`} message={message} />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
        {busy ? "Checking…" : submitLabel}
      </Button>
    </form>
  );
}
