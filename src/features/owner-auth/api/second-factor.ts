import { getSupabase } from "@/lib/supabase";

/** What the enrol step shows: the factor to verify, its QR code (an SVG data URL) and its key as text. */
export interface TotpEnrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** The owner's verified TOTP factor, if any (then the second step is a challenge, else an enrolment). */
export async function verifiedTotpFactorId(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp[0]?.id ?? null;
}

/**
 * A new TOTP factor. Unverified ones left by an earlier, unfinished enrolment are removed
 * first: Auth refuses a second factor of the same name.
 */
export async function enrollTotp(): Promise<TotpEnrolment> {
  const supabase = await getSupabase();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all) {
    if (factor.status === "unverified") {
      const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (error) throw error;
    }
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator app" });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** A challenge answered with the app's code: the session becomes aal2. */
export async function verifyTotp(factorId: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}
