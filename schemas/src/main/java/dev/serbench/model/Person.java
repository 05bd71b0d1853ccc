package dev.serbench.model;

import java.time.Instant;

/**
 * The struct that alecthomas/go_serialization_benchmarks measures ({@code goserbench.SmallStruct}).
 *
 * @param name 16 characters
 * @param birthDay a timestamp with nanosecond precision
 * @param phone 10 characters
 * @param siblings 0 to 4
 * @param spouse married or not
 * @param money any double
 */
public record Person(String name, Instant birthDay, String phone, int siblings, boolean spouse, double money) implements java.io.Serializable {}
