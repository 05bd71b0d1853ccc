/**
 * The floors that every results table shows beside the library codecs: {@code raw}, a hand-written
 * binary layout (the upper bound of what a binary codec can do), {@code memcpy} (the memory-bandwidth
 * floor) and {@code noop} (the harness's own cost per operation).
 */
package dev.serbench.codec.floors;
