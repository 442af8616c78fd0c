/**
 * Every adapter of src/api/, imported. The declarations are found by reading the folder
 * (scripts/lib/api-endpoints.ts), which no import graph shows; a test that walks them imports this too, so each
 * adapter is its dependency to Vitest's related files and a change to any of them, or a mutant of one
 * (docs/decisions/030), runs it.
 */
import.meta.glob('../../src/api/*.ts', { eager: true })
