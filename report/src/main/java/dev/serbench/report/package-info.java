/**
 * Turns serbench results directories ({@code jmh.json} + {@code metadata.json}, and {@code allocs.json}
 * and {@code robustness.json} when present) into Markdown tables and SVG charts, compares two runs, and
 * sets Go benchmark output side by side. Reads files only: it depends on no other serbench module.
 */
package dev.serbench.report;
