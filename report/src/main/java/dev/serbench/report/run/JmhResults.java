package dev.serbench.report.run;

import java.util.Map;

/**
 * The measurements of jmh.json, keyed by (codec, dataset, operation), in file order.
 *
 * @param jmhVersion the JMH version that wrote the file ("" when the file is empty)
 * @param vmVersion the JVM version JMH reported ("" when the file is empty)
 */
public record JmhResults(String jmhVersion, String vmVersion, Map<ResultKey, OpResult> results) {}
