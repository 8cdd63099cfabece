/**
 * Test data: stand-ins for the hosted platform's Vault, pg_cron and pg_net schemas, which the
 * hosted-like database (./hosted-like-database.ts) does not have, as the GoTrue stand-in is
 * for Auth. Each keeps the real names and signatures the scripts use and nothing else:
 * - Vault: `vault.secrets`, the `vault.decrypted_secrets` view, and
 *   `vault.create_secret(new_secret, new_name, new_description, new_key_id)` and
 *   `vault.update_secret(secret_id, new_secret, new_name, new_description, new_key_id)` as
 *   Supabase documents them (the secret is kept as plain text here: no encryption);
 * - pg_cron: `cron.job(jobid, jobname, schedule, command, active)` and
 *   `cron.job_run_details(jobid, runid, status, return_message, start_time, end_time)`;
 * - pg_net: `net._http_response(id, status_code, content, created, timed_out, error_msg)`.
 */

export const VAULT_STAND_IN = `
create schema vault;
create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index secrets_name_idx on vault.secrets (name) where name is not null;
create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at from vault.secrets;
create function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
returns uuid language sql as $$
  insert into vault.secrets (secret, name, description, key_id) values (new_secret, new_name, new_description, new_key_id) returning id
$$;
create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null, new_key_id uuid default null)
returns void language sql as $$
  update vault.secrets
     set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
         description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id), updated_at = now()
   where id = secret_id
$$;
`;

export const CRON_AND_NET_STAND_IN = `
create schema cron;
create table cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create table cron.job_run_details (
  jobid bigint,
  runid bigserial primary key,
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
create schema net;
create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
`;
