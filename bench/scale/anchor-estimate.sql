-- The planner's row estimate of a query, for the anchors' "about N" totals (bench/scale/anchor-server.mjs).
-- The product answers a list's total above its exact limit with `explain (format json)` of the list's
-- matching rows, a second round trip; the anchors ask the same question inside their one statement
-- through this function. Installed by each anchor server at start-up into the bench's copy of the
-- data (schema bench_anchor, nothing else is touched); the advisory lock serialises two servers
-- starting at once. Run in one transaction (anchor-server.mjs wraps it).
select pg_advisory_xact_lock(hashtext('bench_anchor'));
create schema if not exists bench_anchor;
create or replace function bench_anchor.plan_rows(query text) returns bigint
  language plpgsql volatile
as $$
declare
  plan json;
begin
  execute 'explain (format json) ' || query into plan;
  return round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric);
end
$$;
