-- Hand-written (decision 013, second audit): prize positions are parsed to one value before the
-- once-per-position rule compares them (packages/domain/src/prizes/position.ts). Positions stored
-- before, in any spelling ('1st', '１', 'primero', '1° puesto'), are rewritten to that value here with
-- the same rules, so the unique index of live prizes holds on the parsed position from now on.
-- A live prize paid twice under two spellings before this change keeps one row under the parsed
-- value (the one already written that way, else the first paid) and the others as they were: they
-- were paid, and only an Admin's revert (with its ledger row) may take that money back. Texts that
-- name no position stay as written: listed and revertible, never accepted again.
WITH "folded" AS (
  SELECT "id", "tournament_id", "team_id", "position", "reverted_at",
    btrim(regexp_replace(regexp_replace(btrim(translate(lower(
      regexp_replace(normalize("position", NFKC), '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]', '', 'g')),
      'áàâäãéèêëíìîïóòôöõúùûüñ', 'aaaaaeeeeiiiiooooouuuun')), '\s+', ' ', 'g'),
      '^(puesto|lugar|posicion) | (puesto|lugar|posicion)$', '', 'g')) AS "f"
  FROM "prizes"
), "numbered" AS (
  SELECT *, coalesce(
    substring("f" from '^(?:n(?:ro|o|°)?\.?\s*)?(\d{1,3})\s*(?:°|o|a|ro|ra|do|da|er|to|ta|vo|va|no|na|mo|ma|st|nd|rd|th)?\.?$')::int,
    CASE "f"
      WHEN 'primero' THEN 1 WHEN 'primer' THEN 1 WHEN 'primera' THEN 1 WHEN 'campeon' THEN 1
      WHEN 'segundo' THEN 2 WHEN 'segunda' THEN 2 WHEN 'subcampeon' THEN 2
      WHEN 'tercero' THEN 3 WHEN 'tercer' THEN 3 WHEN 'tercera' THEN 3
      WHEN 'cuarto' THEN 4 WHEN 'cuarta' THEN 4 WHEN 'quinto' THEN 5 WHEN 'quinta' THEN 5
      WHEN 'sexto' THEN 6 WHEN 'sexta' THEN 6 WHEN 'septimo' THEN 7 WHEN 'septima' THEN 7 WHEN 'setimo' THEN 7
      WHEN 'octavo' THEN 8 WHEN 'octava' THEN 8 WHEN 'noveno' THEN 9 WHEN 'novena' THEN 9
      WHEN 'decimo' THEN 10 WHEN 'decima' THEN 10
    END) AS "place"
  FROM "folded"
), "parsed" AS (
  SELECT "id", "tournament_id", "team_id", "position", "reverted_at",
    CASE
      WHEN "f" IN ('goleador', 'maximo goleador') THEN 'Goleador'
      WHEN "f" IN ('asistidor', 'maximo asistidor') THEN 'Asistidor'
      WHEN "place" BETWEEN 1 AND 32 THEN "place" || '°'
    END AS "label"
  FROM "numbered"
), "ranked" AS (
  SELECT "id", "position", "label", "reverted_at",
    row_number() OVER (
      PARTITION BY "tournament_id", "team_id", lower("label"), ("reverted_at" IS NULL)
      ORDER BY (lower("position") = lower("label")) DESC, "id"
    ) AS "n"
  FROM "parsed"
  WHERE "label" IS NOT NULL
)
UPDATE "prizes" SET "position" = "ranked"."label"
FROM "ranked"
WHERE "prizes"."id" = "ranked"."id" AND "prizes"."position" <> "ranked"."label"
  AND ("ranked"."reverted_at" IS NOT NULL OR "ranked"."n" = 1);
