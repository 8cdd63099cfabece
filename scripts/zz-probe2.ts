import pg from "pg";
import { startStack } from "../supabase/local/stack.ts";
import { bookBenchAppointments } from "./bench-booking.ts";
const stack = await startStack({ ephemeral: true, parcels: 100, log: false });
try {
  await bookBenchAppointments(stack.databaseUrl);
  const db = new pg.Client({ connectionString: stack.databaseUrl }); await db.connect();
  const time = async (label: string, sql: string) => { const t = performance.now(); await db.query(sql); console.log(label, ((performance.now() - t) / 1000).toFixed(3), "ms/call"); };
  await time("calendar", `do $$ begin for i in 1..1000 loop perform public.booking_calendar(now() - interval '1 day', now() + interval '16 days', null, 'abc'); end loop; end $$`);
  await time("rate_limit addr", `do $$ begin for i in 1..1000 loop perform public.consume_rate_limit('booking_times', 'address', md5((i % 200)::text)); end loop; end $$`);
  const r = await db.query(`select length(public.booking_calendar(now() - interval '1 day', now() + interval '16 days', null, 'abc')::text) as n`);
  console.log("calendar json chars", r.rows[0].n);
  await time("settings only", `do $$ begin for i in 1..1000 loop perform (select s.horizon_days from public.booking_settings s where s.id); end loop; end $$`);
  await db.end();
} finally { await stack.stop(); }
