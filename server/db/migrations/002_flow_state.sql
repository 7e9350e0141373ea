-- PKCE recovery (GoTrue's auth.flow_state): the code challenge sent with the
-- recovery request, and the one-time auth code the opened link hands out,
-- which only the holder of the code verifier can exchange for a session.
create table auth.flow_state (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge text not null,
  code_challenge_method text not null,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  auth_code_issued_at timestamptz
);

create index flow_state_user_id_idx on auth.flow_state (user_id, authentication_method);
