/**
 * MailDev, the mail catcher: SMTP for the functions, a web UI and REST API
 * (GET /email) to read what was sent. Run as its own process: its
 * programmatic API is a module-level singleton that also installs
 * SIGINT/SIGTERM handlers calling process.exit().
 */
import { mkdir } from "node:fs/promises";
import { binaries } from "./paths.ts";
import { Child, waitForPort, type StackLogger } from "./processes.ts";

export async function startMailDev(options: {
  smtpPort: number;
  webPort: number;
  mailDir: string;
  logger: StackLogger;
}): Promise<Child> {
  await mkdir(options.mailDir, { recursive: true });
  const child = new Child(
    {
      name: "maildev",
      command: process.execPath,
      args: [
        binaries.maildev,
        "--smtp", String(options.smtpPort),
        "--web", String(options.webPort),
        "--ip", "127.0.0.1",
        "--mail-directory", options.mailDir,
        "--verbose",
      ],
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production" },
      // Show caught mail and errors, not the startup chatter.
      show: (line) => line.startsWith("Saving email") || /error/i.test(line),
    },
    options.logger,
  );
  return child;
}

/** MailDev loads its web app before it listens: a minute leaves room on a loaded 2-core machine, where 20 s ran out. */
const MAILDEV_START_TIMEOUT_MS = 60_000;

export async function waitForMailDev(child: Child, smtpPort: number, webPort: number): Promise<void> {
  await Promise.all([
    waitForPort(smtpPort, child, MAILDEV_START_TIMEOUT_MS, "MailDev SMTP"),
    waitForPort(webPort, child, MAILDEV_START_TIMEOUT_MS, "MailDev web"),
  ]);
}
