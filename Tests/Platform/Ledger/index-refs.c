#include <indexstore/indexstore.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static indexstore_t store;
typedef struct { char path[4096]; } ctx_t;

static void put(indexstore_string_ref_t s) { fwrite(s.data, 1, s.length, stdout); }

static bool occurrence(void *c, indexstore_occurrence_t o) {
    ctx_t *ctx = c;
    if (!(indexstore_occurrence_get_roles(o) & INDEXSTORE_SYMBOL_ROLE_REFERENCE)) return true;
    indexstore_symbol_t s = indexstore_occurrence_get_symbol(o);
    unsigned line, col;
    indexstore_occurrence_get_line_col(o, &line, &col);
    printf("%s\t%u\t%u\t", ctx->path, line, col);
    put(indexstore_symbol_get_usr(s)); putchar('\t');
    put(indexstore_symbol_get_name(s)); putchar('\n');
    return true;
}

static bool dependency(void *c, indexstore_unit_dependency_t d) {
    if (indexstore_unit_dependency_get_kind(d) != INDEXSTORE_UNIT_DEPENDENCY_RECORD) return true;
    ctx_t ctx;
    indexstore_string_ref_t p = indexstore_unit_dependency_get_filepath(d);
    snprintf(ctx.path, sizeof ctx.path, "%.*s", (int)p.length, p.data);
    indexstore_string_ref_t n = indexstore_unit_dependency_get_name(d);
    char name[4096];
    snprintf(name, sizeof name, "%.*s", (int)n.length, n.data);
    indexstore_error_t err = NULL;
    indexstore_record_reader_t r = indexstore_record_reader_create(store, name, &err);
    if (!r) { fprintf(stderr, "index-refs: record %s: %s\n", name, indexstore_error_get_description(err)); exit(1); }
    indexstore_record_reader_occurrences_apply_f(r, &ctx, occurrence);
    indexstore_record_reader_dispose(r);
    return true;
}

static bool unit(void *c, indexstore_string_ref_t u) {
    char name[4096];
    snprintf(name, sizeof name, "%.*s", (int)u.length, u.data);
    indexstore_error_t err = NULL;
    indexstore_unit_reader_t r = indexstore_unit_reader_create(store, name, &err);
    if (!r) { fprintf(stderr, "index-refs: unit %s: %s\n", name, indexstore_error_get_description(err)); exit(1); }
    if (!indexstore_unit_reader_is_system_unit(r))
        indexstore_unit_reader_dependencies_apply_f(r, NULL, dependency);
    indexstore_unit_reader_dispose(r);
    return true;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: index-refs STORE\n"); return 2; }
    indexstore_error_t err = NULL;
    store = indexstore_store_create(argv[1], &err);
    if (!store) { fprintf(stderr, "index-refs: %s\n", indexstore_error_get_description(err)); return 1; }
    indexstore_store_units_apply_f(store, 1, NULL, unit);
    return 0;
}
