package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The order in which a run of several JDKs takes its steps ({@link RunCommand#turns}). */
class RunTurnsTest {

  private static final Function<String, String> KEY = s -> s.substring(s.indexOf(':') + 1);

  @Test
  void everyJdkTakesAStepBeforeTheNextStepAndTheFirstJdkAlternates() {
    List<String> a = List.of("17:p1", "17:p2", "17:p3", "17:p4");
    List<String> b = List.of("25:p1", "25:p2", "25:p3", "25:p4");
    assertEquals(List.of("17:p1", "25:p1", "25:p2", "17:p2", "17:p3", "25:p3", "25:p4", "17:p4"),
        RunCommand.turns(List.of(a, b), KEY));
  }

  @Test
  void aJdkThatGotFurtherBeforeAResumeSkipsTheStepsItHasDone() {
    List<String> ahead = List.of("17:p3", "17:p4");
    List<String> behind = List.of("25:p1", "25:p2", "25:p3", "25:p4");
    // In plan order (the sitting with the most steps left), the JDK that got further sitting rounds out.
    assertEquals(List.of("25:p1", "25:p2", "17:p3", "25:p3", "25:p4", "17:p4"),
        RunCommand.turns(List.of(ahead, behind), KEY));
  }

  @Test
  void oneSittingRunsItsStepsInOrderAndThreeTakeTurns() {
    assertEquals(List.of("17:a", "17:b", "17:c"), RunCommand.turns(List.of(List.of("17:a", "17:b", "17:c")), KEY));
    assertEquals(List.of("17:a", "21:a", "25:a", "25:b", "21:b", "17:b"),
        RunCommand.turns(List.of(List.of("17:a", "17:b"), List.of("21:a", "21:b"), List.of("25:a", "25:b")), KEY));
  }
}
