package dev.serbench.harness.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Datasets;
import dev.serbench.api.ModelComparator;
import dev.serbench.api.TimePrecision;
import dev.serbench.model.Event;
import dev.serbench.model.GpbBig;
import dev.serbench.model.Medium;
import dev.serbench.model.NumberMap;
import dev.serbench.model.SmallList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Go's encoding/json output, as the Go programs write it, read into serbench's records. */
class GoJsonModelTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static <T> T read(String json, Class<T> type) throws IOException {
    return GoJsonModel.read(JSON.readTree(json), type);
  }

  private static Optional<String> differenceFromValue0(String dataset, Object actual) {
    return new ModelComparator(TimePrecision.NANOS).difference(Datasets.find(dataset).orElseThrow().values().get(0), actual);
  }

  @Test
  void readsTheStudysSnakeCaseTagsAndNullPointers() throws IOException {
    String medium = "{\"id\":1,\"name\":\"name\",\"created_at\":\"0001-01-01T00:00:00Z\",\"updated_at\":"
        + "\"0001-01-01T00:00:00Z\",\"field1\":\"\",\"field2\":\"field2\",\"field3\":null,\"field4\":0,"
        + "\"small_struct\":{\"id\":1,\"name\":\"name\"}}";
    assertEquals(Optional.empty(), differenceFromValue0("medium", read(medium, Medium.class)));
  }

  @Test
  void readsGoFieldNamesBase64BytesAndNanosecondTimes() throws IOException {
    String tiny = "{\"TinyID\":1,\"SomeStr\":\"foo bar\"}";
    String big = "{\"BigID\":1,\"Age\":26,\"Country\":\"Ukraine\",\"CountryBytes\":\"VWtyYWluZQ==\","
        + "\"CreatedAt\":\"2023-04-20T10:15:30.123456789Z\",\"UpdatedAt\":\"2023-04-21T11:16:31.987654321Z\","
        + "\"DeletedAt\":\"2023-04-22T12:17:32.000000001Z\",\"Tiny\":" + tiny + ",\"Medium\":{\"MediumID\":1,"
        + "\"FirstName\":\"foo\",\"LastName\":\"bar\",\"Balance\":10.24,\"CreatedAt\":\"2023-04-20T10:15:30.123456789Z\","
        + "\"Tiny\":" + tiny + "}}";
    assertEquals(Optional.empty(), differenceFromValue0("gpb-big", read(big, GpbBig.class)));
    assertTrue(differenceFromValue0("gpb-big", read(big.replace(".000000001Z", "Z"), GpbBig.class)).orElseThrow()
        .contains("deletedAt"));
  }

  @Test
  void oneCollectionRecordsAreBareCollections() throws IOException {
    assertEquals(Optional.empty(), differenceFromValue0("map-10",
        read("{\"0\":0,\"1\":1,\"2\":2,\"3\":3,\"4\":4,\"5\":5,\"6\":6,\"7\":7,\"8\":8,\"9\":9}", NumberMap.class)));
    assertEquals(2, read("[{\"id\":0,\"name\":\"name\"},{\"id\":1,\"name\":\"name\"}]", SmallList.class).items().size());
  }

  @Test
  void missingAndUnknownFieldsAreErrorsNamingThePath() {
    IOException missing = assertThrows(IOException.class, () -> read("{\"ID\":42}", Event.class));
    assertTrue(missing.getMessage().startsWith("value.message: no Go JSON field"), missing.getMessage());
    IOException unknown = assertThrows(IOException.class,
        () -> read("{\"ID\":42,\"Message\":\"x\",\"Extra\":1}", Event.class));
    assertTrue(unknown.getMessage().contains("'Extra' has no component in Event"), unknown.getMessage());
    IOException type = assertThrows(IOException.class, () -> read("{\"ID\":\"42\",\"Message\":\"x\"}", Event.class));
    assertTrue(type.getMessage().startsWith("value.id: expected an integer"), type.getMessage());
  }

  @Test
  void decodesThePayloadStudysBinaryLayout() throws IOException {
    byte[] bytes = {42, 0, 0, 0, 0, 0, 0, 0, 3, 'x', 'y', 'z'};
    assertEquals(new Event(42, "xyz"), GoValueCheck.decodeEvent(bytes));
    assertThrows(IOException.class, () -> GoValueCheck.decodeEvent(new byte[] {42, 0, 0, 0, 0, 0, 0, 0, 4, 'x'}));
  }

  @Test
  void valueCheckNamesTheFirstDifference(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("event-16B.json"), "{\"ID\":42,\"Message\":\"xxxxxxxxxxxxxxxx\"}");
    Files.writeString(dir.resolve("small.json"), "{\"id\":2,\"name\":\"name\"}");
    var outcomes = GoValueCheck.check(dir, Datasets.select("small,event-16B", false), null);
    assertEquals("small", outcomes.get(0).dataset());
    assertEquals("small.json: value.id: expected 1, got 2", outcomes.get(0).failure());
    assertTrue(outcomes.get(1).passed(), outcomes.get(1).failure());
  }

  @Test
  void missingToolsNameTheirDebianPackage(@TempDir Path emptyDir) {
    GoException e = assertThrows(GoException.class, () -> GoToolchain.find(emptyDir.toString()));
    assertEquals("no Go toolchain on PATH (install golang-go)", e.getMessage());
  }
}
