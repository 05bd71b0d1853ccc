package dev.serbench.report.markdown;

import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoMapping;
import dev.serbench.report.run.Run;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * What a rendering needs besides the run: how to name the results directory and the command that
 * regenerates the text, where the charts are relative to the Markdown file, and the Go files.
 *
 * @param resultsDir the results directory as the reader should see it (relative to the Markdown file where possible)
 * @param regenerateCommand the command line that produced this text
 * @param chartLink turns a chart file name ({@code person-time.svg}) into a link relative to the Markdown file
 * @param charts the chart file names that exist
 * @param standalone whether the text is a file of its own (it then opens with a heading) rather than a
 *     section inside a README that has its own heading
 */
public record RenderContext(
    Run run,
    String resultsDir,
    String regenerateCommand,
    UnaryOperator<String> chartLink,
    Set<String> charts,
    List<GoBenchFile> goFiles,
    GoMapping goMapping,
    boolean standalone) {}
