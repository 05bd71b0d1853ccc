package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** --help everywhere (exit 0); wrong options and missing arguments are bad usage (exit 2). */
class CliUsageTest {

  @Test
  void helpOnTheReportCommand() {
    Fixtures.Result r = Fixtures.cli("--help");
    assertEquals(0, r.code());
    assertTrue(r.out().contains("--readme=README.md"), r.out());
    assertTrue(r.out().contains("--go=FILE"));
    assertTrue(r.out().contains("--out=FILE.md"));
    assertTrue(r.out().contains("compare"));
  }

  @Test
  void helpOnCompare() {
    Fixtures.Result r = Fixtures.cli("compare", "--help");
    assertEquals(0, r.code());
    assertTrue(r.out().contains("OLD_DIR"), r.out());
    assertTrue(r.out().contains("no significant change"));
  }

  @Test
  void wrongOptionIsExitTwoWithUsage() {
    Fixtures.Result r = Fixtures.cli("somedir", "--colour");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("Unknown option: '--colour'"), r.err());
    assertTrue(r.err().contains("Usage:"), r.err());
  }

  @Test
  void missingDirIsExitTwo() {
    Fixtures.Result r = Fixtures.cli();
    assertEquals(2, r.code());
    assertTrue(r.err().contains("DIR"), r.err());
  }

  @Test
  void compareNeedsTwoDirectories() {
    Fixtures.Result r = Fixtures.cli("compare", "only-one");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("NEW_DIR"), r.err());
  }

  @Test
  void compareOfAMissingRunIsExitOne() {
    Fixtures.Result r = Fixtures.cli("compare", "/nonexistent/a", "/nonexistent/b");
    assertEquals(1, r.code());
    assertTrue(r.err().contains("/nonexistent/a: results directory does not exist"), r.err());
  }
}
