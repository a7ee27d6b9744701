-- Push subscriptions are written only by the `notifications` function (service role), which accepts an
-- endpoint only when it is https on a public address after resolving its host (functions/_shared/push/
-- endpoint.ts). Users could insert and update their rows through the REST API, which skipped that check
-- and let anyone aim the push sender at internal hosts; they keep reading and removing their own rows.
revoke insert, update on public.push_subscriptions from authenticated;
drop policy "Users subscribe their own browsers" on public.push_subscriptions;
drop policy "Users refresh their own push subscriptions" on public.push_subscriptions;
comment on table public.push_subscriptions is
  'Web Push endpoints per auth user. Written only by the notifications function (public https endpoints); users read and delete their own.';
