/**
 * SQL for a record's directions as one JSON array column (the page's rows carry their directions:
 * no second round trip per page), in the directions' order. `link` is the join table, `column` its
 * column naming the record and `owner` the record's id expression (`a.id`); null when it has none.
 */
export const directionsJsonSql = (link: string, column: string, owner: string): string =>
  `(SELECT json_agg(json_build_object('id', d.id, 'key', d.key, 'name_ru', d.name_ru, 'name_uz', d.name_uz,
      'icon', d.icon, 'color', d.color) ORDER BY d.sort_order, d.id)
    FROM ${link} x JOIN directions d ON d.id = x.direction_id WHERE x.${column} = ${owner})`;
