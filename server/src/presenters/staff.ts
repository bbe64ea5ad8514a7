import type { StaffGroup, StaffUser } from '@bunkhouse/contract';
import { isoTime, jsonObject } from '../db/json';
import { sql } from '../db/sql';

/** A staff user (`StaffUser`), from `users u`, with the groups by name. */
export const STAFF_JSON = jsonObject<StaffUser>({
  id: sql`u.id`,
  username: sql`u.username`,
  full_name: sql`u.full_name`,
  email: sql`u.email`,
  is_active: sql`u.is_active`,
  is_superuser: sql`u.is_superuser`,
  groups: sql`coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name)
                        FROM user_groups ug JOIN groups g ON g.id = ug.group_id
                        WHERE ug.user_id = u.id), '[]'::json)`,
  last_login_at: isoTime(sql`u.last_login_at`),
  created_at: isoTime(sql`u.created_at`),
});

/** A group (`StaffGroup`), from `groups g`: its permissions by codename and how many users it has. */
export const GROUP_JSON = jsonObject<StaffGroup>({
  id: sql`g.id`,
  name: sql`g.name`,
  permissions: sql`coalesce((SELECT json_agg(gp.codename ORDER BY gp.codename) FROM group_permissions gp
                             WHERE gp.group_id = g.id), '[]'::json)`,
  member_count: sql`(SELECT count(*) FROM user_groups ug WHERE ug.group_id = g.id)::int`,
  is_editable: sql`g.name <> 'Managers'`,
});
