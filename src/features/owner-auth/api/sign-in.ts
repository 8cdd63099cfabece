import { getSupabase } from "@/lib/supabase";

/**
 * The owner's first step (docs/decisions/054): a one-time code mailed to an existing user.
 * shouldCreateUser is false, so an unknown address gets no code and no account (Auth
 * answers 422 otp_disabled); sign-ups are off besides ([auth] in supabase/config.toml).
 * Each throws the AuthError supabase-js gives.
 */
export async function requestCode(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithOtp({ email: email.trim(), options: { shouldCreateUser: false } });
  if (error) throw error;
}

/** The mailed code → an aal1 session, stored by supabase-js. */
export async function verifyCode(email: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.verifyOtp({ email: email.trim(), token: code, type: "email" });
  if (error) throw error;
}
