#!/usr/bin/env python3
"""Writes the embedded holiday data that HolidayFeature ships.

Building and testing never run this; it is how the committed data was made. To remake it:

    python3 -m venv .venv && .venv/bin/pip install -r requirements.txt
    .venv/bin/python generate_holidays.py ../Resources/holidays

Output: `countries.txt` with one `CODE|Name` line a country (ISO 3166 names), and one
`CODE.txt` a country with one `date|observed|public|name` line a holiday, sorted by date.
`observed` is empty when the holiday is kept on its own date; `public` is 1 for holidays in
the package's "public" category and 0 for the others (bank, optional, school...).
"""
import pathlib
import re
import sys
from datetime import timedelta

import holidays
import pycountry

YEARS = range(2020, 2036)
# Codes the package supports that are not ISO 3166 entries of their own.
ALIASES = {"UK"}  # the package's alias of GB
NAMES_OUTSIDE_ISO = {"XK": "Kosovo"}  # a user-assigned code, used by the EU and the IMF


def country_name(code):
    country = pycountry.countries.get(alpha_2=code)
    if country is not None:
        return getattr(country, "common_name", None) or country.name
    return NAMES_OUTSIDE_ISO[code]


def language_for(code):
    languages = getattr(holidays.country_holidays(code), "supported_languages", ()) or ()
    for candidate in ("en_US", "en_GB", "en"):
        if candidate in languages:
            return candidate
    return None


def entries(code, language, categories, observed):
    table = holidays.country_holidays(
        code, years=YEARS, categories=categories, observed=observed, language=language
    )
    for day, names in table.items():
        for name in names.split("; "):
            yield day, name.strip()


def holidays_of(code):
    language = language_for(code)
    categories = tuple(holidays.country_holidays(code).supported_categories)
    records = {}
    for category in categories:
        actual = set(entries(code, language, (category,), observed=False))
        with_observed = set(entries(code, language, (category,), observed=True))
        for day, name in actual:
            key = (day, name)
            public = category == "public"
            record = records.setdefault(key, {"date": day, "name": name, "observed": None, "public": public})
            record["public"] = record["public"] or public
        for day, name in sorted(with_observed - actual):
            original = next(
                (
                    records[(other_day, other)]
                    for other_day, other in sorted(actual)
                    if other and other in name and abs((other_day - day).days) <= 7
                ),
                None,
            )
            if original is not None and original["observed"] in (None, day):
                original["observed"] = day
            else:
                key = (day, name)
                records.setdefault(key, {"date": day, "name": name, "observed": None, "public": category == "public"})
    return sorted(records.values(), key=lambda r: (r["date"], r["name"]))


def main(output):
    out = pathlib.Path(output)
    out.mkdir(parents=True, exist_ok=True)
    codes = sorted(c for c in holidays.list_supported_countries() if len(c) == 2 and c not in ALIASES)
    with open(out / "countries.txt", "w", encoding="utf-8") as countries:
        for code in codes:
            countries.write(f"{code}|{country_name(code)}\n")
    total = 0
    for code in codes:
        rows = holidays_of(code)
        total += len(rows)
        with open(out / f"{code}.txt", "w", encoding="utf-8") as file:
            for row in rows:
                name = re.sub(r"[|\n]", " ", row["name"])
                observed = row["observed"].isoformat() if row["observed"] else ""
                file.write(f"{row['date'].isoformat()}|{observed}|{int(row['public'])}|{name}\n")
    print(f"{len(codes)} countries, {total} holidays, years {YEARS.start}-{YEARS.stop - 1}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "holidays")
