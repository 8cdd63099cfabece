-- The scheduled mail job is named for what it does: it sends all mail that is
-- due (leads' retries, appointment reminders, reschedule and cancellation
-- mails, the failure summaries), so its function is `send-due-mail` and its
-- Supabase Cron job has the same name. This removes the job of the function's
-- former name and schedules `send-due-mail` on the same schedule, with the
-- command of private.cron_job_command (migration 20261127000200: the project
-- URL and the secret key from Vault, the key in `apikey`).
--
-- Idempotent: the old job is unscheduled only when it is there
-- (cron.unschedule by name raises when no job has that name), and
-- cron.schedule replaces a job of the same name.
-- Where pg_cron is not installed (the local stack's embedded Postgres)
-- nothing is scheduled: the local stack runs the job with its timer
-- (supabase/local/due-mail-timer.ts).
do $cron$
begin
  if to_regclass('cron.job') is null then
    raise notice 'pg_cron is not installed: the due-mail job is not scheduled here';
    return;
  end if;
  perform cron.unschedule(jobid) from cron.job where jobname = 'retry-lead-mail';
  perform cron.schedule('send-due-mail', '*/5 * * * *', private.cron_job_command('send-due-mail'));
end;
$cron$;
