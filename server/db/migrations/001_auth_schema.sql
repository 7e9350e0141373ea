-- Auth tables, shaped after Supabase's auth schema so the same SQL reads on
-- Supabase's Postgres. Tokens are stored only as SHA-256 hashes.
create schema if not exists auth;

create table auth.users (
  id uuid primary key,
  identity_id uuid not null,
  email text not null unique,
  encrypted_password text not null,
  email_confirmed_at timestamptz,
  recovery_token_hash text,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index users_recovery_token_hash_idx on auth.users (recovery_token_hash)
  where recovery_token_hash is not null;

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  amr jsonb not null default '[]',
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz
);

create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
