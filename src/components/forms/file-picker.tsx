import { useId, useRef, type ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button";

/**
 * A button that opens the system's file picker (a phone offers its camera roll and camera):
 * the native file input, visually hidden, under a <label> styled as a button, so it is
 * reached by Tab and opened with Enter or Space like any button. `onFiles` gets the picked
 * files; the input is cleared after each pick so the same file can be picked again.
 */
export function FilePicker({
  children,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
  variant = "outline",
  name,
}: {
  children: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  variant?: ButtonVariant;
  /** The input's accessible name when the label's text is not enough. */
  name?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <label
      htmlFor={id}
      className={buttonClasses({ variant, className: disabled ? "pointer-events-none cursor-not-allowed opacity-50" : "cursor-pointer focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2" })}
    >
      {children}
      <input
        ref={input}
        id={id}
        type="file"
        className="sr-only"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={name}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
