package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.report.go.GoBenchmark;
import dev.serbench.report.go.GoMapping;
import dev.serbench.report.go.GoMatch;
import dev.serbench.report.run.Op;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** go-mapping.tsv: every name style reaches the right serbench dataset, operation and Go codec label. */
class GoMappingTest {

  private static final GoMapping MAPPING = GoMapping.standard();

  private static GoMatch map(String name) {
    return MAPPING.map(new GoBenchmark("f.txt", 1, name, 8, 1, Map.of("ns/op", 1.0)));
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "BenchmarkEncodeMap/algo=Gob:key=10;map-10;ENCODE;Gob",
      "BenchmarkDecodeMap/algo=JSON:key=1000;map-1000;DECODE;JSON",
      "BenchmarkEncodeSliceMap/algo=Gob:key=10:len=10;map-list-10x10;ENCODE;Gob",
      "BenchmarkEncodeSliceMap/algo=JSON:key=10:len=1000;map-list-1000x10;ENCODE;JSON",
      "BenchmarkDecodeSliceMap/algo=Gob:key=100:len=10;map-list-100x100;DECODE;Gob",
      "BenchmarkDecodeSliceMap/algo=JSON:key=1000:len=10;map-list-1000x1000;DECODE;JSON",
      "BenchmarkEncodeSingleStruct/algo=Gob:struct_size=medium;medium;ENCODE;Gob",
      "BenchmarkDecodeSliceStruct/algo=JSON:struct_size=big:len=100;big-list-100;DECODE;JSON",
      "BenchmarkEncodeSliceStructPointer/algo=Gob:struct_size=small:len=100;small-list-100;ENCODE;Gob (pointers)",
      "BenchmarkEncodeJSON/16B;event-16B;ENCODE;JSON",
      "BenchmarkEncodeBinary/500KiB;event-500KiB;ENCODE;Binary",
      "BenchmarkEncodeJSON/1MiB;event-1MiB;ENCODE;JSON",
      "BenchmarkEncodeSingle/type=GOB_struct_size=tiny;gpb-tiny;ENCODE;Gob",
      "BenchmarkDecodeSingle/type=Proto_struct_size=huge;gpb-huge;DECODE;Proto",
      "BenchmarkEncodeSingleComplexMap/type=Proto_struct_size=huge_complex_map;gpb-complex;ENCODE;Proto",
      "BenchmarkEncodeSlice/type=GOB_struct_size=tiny;gpb-tiny-list-5;ENCODE;Gob",
      "BenchmarkDecodeSlice/type=Proto_struct_size=medium;gpb-medium-list-10;DECODE;Proto",
      "BenchmarkEncodeSlice/type=Proto_struct_size=big;gpb-big-list-50;ENCODE;Proto",
      "BenchmarkDecodeSlice/type=GOB_struct_size=huge;gpb-huge-list-50;DECODE;Gob",
      "BenchmarkDecodeSliceComplexMap/type=GOB_struct_size=huge_complex_map_slice;gpb-complex-list-10;DECODE;Gob",
      "Benchmark_Protobuf_Marshal;person;ENCODE;Protobuf",
      "Benchmark_Bebop_200sc_Unmarshal;person;DECODE;Bebop_200sc",
      "BenchmarkGotinyMarshal;person;ENCODE;Gotiny",
      "BenchmarkGotinyNoTimeUnmarshal;person;DECODE;GotinyNoTime",
  })
  void mapsKnownNames(String name, String dataset, Op op, String codec) {
    GoMatch m = map(name);
    assertTrue(m.mapped(), name + ": " + m.note());
    assertEquals(dataset, m.dataset());
    assertEquals(op, m.op());
    assertEquals(codec, m.codec());
  }

  @Test
  void protobufComplexSliceIsKnownButNotComparable() {
    GoMatch m = map("BenchmarkEncodeSliceComplexMap/type=Proto_struct_size=huge_complex_map_slice");
    assertFalse(m.mapped());
    assertTrue(m.note().contains("protobuf 50"), m.note());
  }

  @Test
  void unknownNamesStayUnmappedWithAReason() {
    GoMatch m = map("BenchmarkSomethingElse/x=1");
    assertFalse(m.mapped());
    assertTrue(m.note().contains("no rule"), m.note());
  }

  @Test
  void theSliceMapCaveatIsWrittenInTheMappingTable() {
    assertTrue(MAPPING.rules().stream().anyMatch(r -> r.note().contains("key=100:len=10 built 100 maps x 100 keys")));
  }
}
