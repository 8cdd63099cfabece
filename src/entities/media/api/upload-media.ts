import { env } from "@/config/env";
import { getSupabase } from "@/lib/supabase";

/**
 * One file into a public bucket, as supabase-js's `storage.from(bucket).upload()` sends it
 * (POST /storage/v1/object/<bucket>/<path>, multipart, the owner's session as bearer), but
 * through XMLHttpRequest for its upload progress (fetch has none; docs/decisions/068). Who
 * may write is decided by the policies on storage.objects (owners at aal2).
 */

/** A refused or failed upload; `status` is Storage's statusCode ("403", "413", ...) or null when the connection failed. */
export class MediaUploadError extends Error {
  constructor(
    message: string,
    readonly status: string | null,
  ) {
    super(message);
    this.name = "MediaUploadError";
  }
}

export const SIGNED_OUT_MESSAGE = "Your session ended or lacks the second factor. Sign in again, then retry.";

/** Storage's refusal in the owner's words. */
export function uploadRefusalMessage(status: string | null, serverMessage: string | undefined): string {
  switch (status) {
    case "401":
    case "403":
      return SIGNED_OUT_MESSAGE;
    case "409":
      return "A file with this name is already stored.";
    case "413":
      return "The file is larger than this collection takes.";
    case "415":
      return "This kind of file is not taken here.";
    case null:
      return "The upload was interrupted. Check the connection, then retry.";
    default:
      return serverMessage ? `The upload failed: ${serverMessage}` : "The upload failed. Retry in a moment.";
  }
}

/** The signed-in owner's access token (renewed by supabase-js when expired), or a MediaUploadError. */
export async function ownerAccessToken(): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new MediaUploadError(SIGNED_OUT_MESSAGE, "401");
  return token;
}

export interface UploadMediaFileInput {
  bucket: string;
  objectPath: string;
  file: Blob;
  /** Bytes of the file sent so far of `total` (the file's size; the multipart body's overhead left out). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Replace a stored file of the same path (x-upsert). */
  upsert?: boolean;
  /** The bearer; the signed-in owner's session when left out. */
  accessToken?: string;
}

export async function uploadMediaFile(input: UploadMediaFileInput): Promise<{ objectPath: string }> {
  const token = input.accessToken ?? (await ownerAccessToken());
  const form = new FormData();
  form.append("cacheControl", "3600");
  form.append("", input.file);
  const path = input.objectPath.split("/").map(encodeURIComponent).join("/");
  const url = `${env.VITE_SUPABASE_URL.replace(/\/+$/, "")}/storage/v1/object/${encodeURIComponent(input.bucket)}/${path}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("apikey", env.VITE_SUPABASE_PUBLISHABLE_KEY);
    request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.setRequestHeader("x-upsert", input.upsert ? "true" : "false");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(Math.min(1, event.loaded / event.total) * input.file.size, input.file.size);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        input.onProgress?.(input.file.size, input.file.size);
        resolve({ objectPath: input.objectPath });
        return;
      }
      let body: { statusCode?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // Not Storage's JSON (a proxy's page): the HTTP status speaks.
      }
      const status = typeof body.statusCode === "string" ? body.statusCode : String(request.status);
      reject(new MediaUploadError(uploadRefusalMessage(status, typeof body.message === "string" ? body.message : undefined), status));
    };
    request.onerror = () => reject(new MediaUploadError(uploadRefusalMessage(null, undefined), null));
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    if (input.signal) {
      if (input.signal.aborted) {
        reject(new DOMException("The upload was cancelled", "AbortError"));
        return;
      }
      input.signal.addEventListener("abort", () => request.abort(), { once: true });
    }
    request.send(form);
  });
}

/** Deletes stored files (their rows and files; the owner's policies decide), as supabase-js's remove(). */
export async function deleteMediaFiles(bucket: string, objectPaths: readonly string[]): Promise<void> {
  if (objectPaths.length === 0) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(bucket).remove([...objectPaths]);
  if (error) {
    const status = "statusCode" in error && typeof error.statusCode === "string" ? error.statusCode : null;
    throw new MediaUploadError(status === "403" || status === "401" ? SIGNED_OUT_MESSAGE : `Deleting the files failed: ${error.message}`, status);
  }
}
